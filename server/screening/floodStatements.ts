import { keptBack, type NewMessage } from "../storage/messages";
import { sql, value, type Operation } from "../storage/operation";
import type { OutboxJobSpec } from "../storage/outboxJobs";
import { insertJobs } from "../storage/statements";

/** The flood rule's statements (docs/decisions/0845-flood-rule.md), once for both databases. */

const hour = 60 * 60_000;

/**
 * The flood rule's count, shared by every instance: the messages of the lane that arrived in the
 * past hour, those held for the flood included (a flood that goes on stays held), those held for
 * another reason or quarantined not. Writers of a lane count one at a time: in PostgreSQL the
 * upsert locks the lane's row in `settings` until the transaction ends, so a second instance
 * counts after the first one's message is committed; SQLite's transaction already holds the
 * write lock. Run in the message's commit, before its row.
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

/**
 * A message held for the flood whose visitor has proven the address (a confirmed hold, or a
 * booking from the link we mailed) is delivered as a released one is, with its booking: the
 * flood held it for its volume, not for anything about it. Any other message is left alone.
 */
export function* releaseFloodHeld(
  message: { id: string; now: number; deliverUntil: number },
  jobs: OutboxJobSpec[],
): Operation<void> {
  const { changes } = yield* sql(
    `UPDATE messages SET status = 'pending', updated_at = ?
     WHERE id = ? AND status = 'held' AND hold_reason = 'flood'`,
    message.now,
    message.id,
  );
  if (changes > 0) yield* insertJobs(message, jobs);
}
