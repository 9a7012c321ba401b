import { keptBack, type NewMessage } from "./messages";
import { sql, value, type Operation } from "./operation";

const hour = 60 * 60_000;

/**
 * The flood rule's count (docs/decisions/0845-flood-rule.md), shared by every instance: the
 * messages of the lane that arrived in the past hour, those held for the flood included (a flood
 * that goes on stays held), those held for another reason or quarantined not. Writers of a lane
 * count one at a time: in PostgreSQL the upsert locks the lane's row in `settings` until the
 * transaction ends, so a second instance counts after the first one's message is committed;
 * SQLite's transaction already holds the write lock.
 */
export function* overFloodLimit(message: NewMessage): Operation<boolean> {
  const check = message.flood;
  if (!check || keptBack(message)) return false;
  yield* sql(
    `INSERT INTO settings (name, value) VALUES (?, '')
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    `flood.${check.lane}`,
  );
  const recent = yield* value(
    sql<{ count: number | string }>(
      `SELECT COUNT(*) AS count FROM messages
       WHERE form = ? AND created_at > ? AND status <> 'quarantined'
         AND (hold_reason IS NULL OR hold_reason = 'flood')`,
      check.lane,
      message.now - hour,
    ),
    ([row]) => Number(row?.count ?? 0),
  );
  return recent >= check.perHour;
}
