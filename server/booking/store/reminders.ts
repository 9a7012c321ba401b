import { sql, type Operation } from "../../storage/operation";
import type { OutboxJobSpec } from "../../storage/outboxJobs";
import { insertJobs } from "../../storage/statements";

/**
 * The jobs a booking schedules for its slot: the visitor's reminder before the demo and the
 * host's attendance question after its end (docs/decisions/0853-attendance.md).
 */
const slotJobs = `event IN ('booking.reminder', 'booking.attendance_request')`;

/**
 * Makes a booking's scheduled jobs follow its new slot, inside the reschedule's transaction: the
 * unsent ones are dropped and `reminder` (the new slot's, as server/booking schedules them; no
 * reminder when the demo is too close) takes their place, whether the old ones were sent or not
 * (a sent one stays on record). The
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
    `DELETE FROM outbox WHERE message_id = ? AND ${slotJobs} AND status <> 'sent'`,
    messageId,
  );
  const message = { id: messageId, now, deliverUntil: start };
  yield* insertJobs(message, reminder, changeId);
}

/**
 * A cancelled booking has nothing to remind of and no attendance to ask: its waiting reminder is
 * done at the cancel, and its attendance question skipped, in the cancel's transaction, so health
 * stops counting them as scheduled at once. A worker holding one right now loses its lease, so
 * its outcome is not recorded over this one.
 */
export function* settleReminder(messageId: string, now: number): Operation<void> {
  yield* sql(
    `UPDATE outbox SET status = 'sent', sent_at = ?, lease_owner = NULL, lease_until = NULL
     WHERE message_id = ? AND event = 'booking.reminder' AND status = 'pending'`,
    now,
    messageId,
  );
  yield* sql(
    `UPDATE outbox SET status = 'skipped', last_error = ?, lease_owner = NULL, lease_until = NULL
     WHERE message_id = ? AND event = 'booking.attendance_request' AND status = 'pending'`,
    "not sent: the demo was cancelled",
    messageId,
  );
}
