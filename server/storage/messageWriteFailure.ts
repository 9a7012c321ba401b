import { sql, type Operation } from "./operation";

/**
 * The last message that could not be stored, kept in `settings` until a later message is: the
 * health probe's one-row write can fit where a message with its deliveries does not, so health
 * also asks this (docs/decisions/0621-health-remembers-a-failed-message.md).
 */
export interface MessageWriteFailure {
  /** When it failed (epoch ms). */
  at: number;
  /** What storage said. */
  reason: string;
}

const settingName = "message-write-failed";

/** Overwrites the one row: an instance that fails again adds nothing to the database. */
export function* noteMessageWriteFailure(failure: MessageWriteFailure): Operation<void> {
  yield* sql(
    `INSERT INTO settings (name, value) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    settingName,
    JSON.stringify(failure),
  );
}

/** In the stored message's own commit: once one is written, storage takes messages again. */
export function* forgetMessageWriteFailure(): Operation<void> {
  yield* sql("DELETE FROM settings WHERE name = ?", settingName);
}

export function* messageWriteFailure(): Operation<MessageWriteFailure | undefined> {
  const { rows } = yield* sql<{ value: string }>(
    "SELECT value FROM settings WHERE name = ?",
    settingName,
  );
  return rows[0] && (JSON.parse(rows[0].value) as MessageWriteFailure);
}
