import { reminderSchedule } from "../booking/reminderSchedule";
import { sql, type Operation } from "./operation";

/**
 * Makes a booking's reminder follow its new start, inside the caller's transaction (a
 * reschedule): due `leadMs` before `start` as a fresh job, whether the old one was sent or not;
 * or, when the new start is less than that ahead, the unsent reminder is dropped (a sent one
 * stays on record). A worker sending the old one at this moment loses its lease, so its outcome
 * is not recorded over the new job.
 */
export function* moveReminder(
  messageId: string,
  start: number,
  now: number,
  leadMs?: number,
): Operation<void> {
  const schedule = reminderSchedule(start, now, leadMs);
  if (!schedule) {
    yield* sql(
      `DELETE FROM outbox WHERE message_id = ? AND kind = 'bookingReminder' AND status <> 'sent'`,
      messageId,
    );
    return;
  }
  yield* sql(
    `INSERT INTO outbox (message_id, kind, target, status, next_attempt_at, deliver_until)
     VALUES (?, 'bookingReminder', '', 'pending', ?, ?)
     ON CONFLICT (message_id, kind, target) DO UPDATE SET status = 'pending', attempts = 0,
       next_attempt_at = excluded.next_attempt_at, deliver_until = excluded.deliver_until,
       lease_owner = NULL, lease_until = NULL, last_error = NULL, sent_at = NULL`,
    messageId,
    schedule.dueAt,
    schedule.deliverUntil,
  );
}
