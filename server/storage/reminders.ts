import { sql, type Operation } from "./operation";
import type { OutboxJobSpec } from "./outboxJobs";
import { insertJobs } from "./statements";

/**
 * Makes a booking's reminder follow its new start, inside the reschedule's transaction: the
 * unsent reminder is dropped and `reminder` (the new start's, as server/booking schedules it; none
 * when the demo is too close) takes its place, whether the old one was sent or not (a sent one
 * stays on record). The
 * fresh job belongs to the reschedule's change, as its other jobs do, so it never meets the old
 * one in the outbox's unique key. A worker sending the old one at this moment finds its job gone,
 * so its outcome is not recorded over the new one.
 */
export function* moveReminder(
  messageId: string,
  start: number,
  now: number,
  changeId: number,
  reminder: OutboxJobSpec[],
): Operation<void> {
  yield* sql(
    `DELETE FROM outbox WHERE message_id = ? AND event = 'booking.reminder' AND status <> 'sent'`,
    messageId,
  );
  const message = { id: messageId, now, deliverUntil: start };
  yield* insertJobs(message, reminder, changeId);
}

/**
 * A cancelled booking has nothing to remind of: its waiting reminder is done at the cancel, in
 * the cancel's transaction, so health stops counting it as scheduled at once. A worker holding
 * it right now loses its lease, so its outcome is not recorded over this one.
 */
export function* settleReminder(messageId: string, now: number): Operation<void> {
  yield* sql(
    `UPDATE outbox SET status = 'sent', sent_at = ?, lease_owner = NULL, lease_until = NULL
     WHERE message_id = ? AND event = 'booking.reminder' AND status = 'pending'`,
    now,
    messageId,
  );
}
