import { sql, type Operation } from "../storage/operation";

const select = "SELECT value FROM settings WHERE name = 'site-since'";

/**
 * When the site began, stored the first time it is asked (its first start): then, or on an
 * install older than this record, its earliest message or visit, so no week it already lived
 * through is lost. Read first: a start on a full disk writes nothing that is there.
 */
export function* siteSince(now: number): Operation<number> {
  const stored = yield* sql<{ value: string }>(select);
  if (stored.rows[0]) return Number(stored.rows[0].value);
  const { rows } = yield* sql<{ first_message: number | string | null; first_day: string | null }>(
    `SELECT (SELECT MIN(created_at) FROM messages) AS first_message,
            (SELECT MIN(day) FROM visit_counts) AS first_day`,
  );
  const firstMessage = rows[0]?.first_message;
  const firstDay = rows[0]?.first_day;
  const earliest = Math.min(
    now,
    firstMessage == null ? now : Number(firstMessage),
    firstDay ? Date.parse(`${firstDay}T00:00:00Z`) : now,
  );
  yield* sql(
    "INSERT INTO settings (name, value) VALUES ('site-since', ?) ON CONFLICT (name) DO NOTHING",
    String(earliest),
  );
  // Another instance's first start may have won: every instance keeps the same time.
  const kept = yield* sql<{ value: string }>(select);
  return Number(kept.rows[0]?.value ?? earliest);
}
