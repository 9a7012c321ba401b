import { bookingFromRow, type BookingRow, type StoredBooking } from "./bookings";
import { placeholders, sql, value, type Operation } from "../../storage/operation";

/**
 * Messages removed as spam keep a mark beside them (`spam_marks`), not a new message status:
 * the message's delivery status stays what it was, and the mark goes with the message when
 * retention or an erasure deletes it.
 */

/** Marks a message as spam at `now`; a second mark keeps the first time. */
export function* markSpam(messageId: string, now: number): Operation<void> {
  yield* sql(
    "INSERT INTO spam_marks (message_id, marked_at) VALUES (?, ?) ON CONFLICT DO NOTHING",
    messageId,
    now,
  );
}

/** When each of `messageIds` was marked as spam; unmarked ones are absent. */
export const spamMarksOf = (messageIds: readonly string[]): Operation<Map<string, number>> =>
  value(
    sql<{ message_id: string; marked_at: number | string }>(
      `SELECT message_id, marked_at FROM spam_marks
       WHERE message_id IN (${placeholders(messageIds.length)})`,
      ...messageIds,
    ),
    (rows) => new Map(rows.map((row) => [row.message_id, Number(row.marked_at)])),
  );

/** An active booking with the address it was booked with, as the spam cleanup selects them. */
export interface BookingWithAddress {
  booking: StoredBooking;
  email: string;
}

/** Every active booking with its message's address, oldest booking first. */
export const activeBookingsWithAddress = (): Operation<BookingWithAddress[]> =>
  value(
    sql<BookingRow & { email: string }>(
      `SELECT b.id, b.message_id, b.calendar, b.host, b.slot_start, b.slot_end, b.visitor_zone, b.status,
         b.sequence, b.created_at, m.email
       FROM bookings b JOIN messages m ON m.id = b.message_id
       WHERE b.status = 'active' ORDER BY b.created_at, b.id`,
    ),
    (rows) => rows.map((row) => ({ booking: bookingFromRow(row), email: row.email })),
  );
