import type { Interval } from "./bookings";
import {
  bookingChangeFromRow,
  bookingFromRow,
  type BookingChange,
  type BookingChangeResult,
  type BookingChangeRow,
  type BookingGrant,
  type BookingRow,
  type BookResult,
  type CancelBooking,
  type ChangedBooking,
  type NewBooking,
  type RescheduleBooking,
  type StoredBooking,
} from "./bookings";
import { sql, value, type Operation } from "./operation";
import { messageFromRow, type MessageRow } from "./schema";
import { moveReminder, settleReminder } from "./reminders";
import { insertJobs } from "./statements";

/**
 * The statements of demo bookings and their changes, once for both databases, as operations
 * (server/storage/operation.ts) that SqlStorage hands to its driver.
 */

const bookingSelect =
  "SELECT id, message_id, calendar, host, slot_start, slot_end, visitor_zone, status, sequence, created_at FROM bookings";

export const activeBookingOf = (messageId: string): Operation<StoredBooking | null> =>
  value(
    sql<BookingRow>(`${bookingSelect} WHERE message_id = ? AND status = 'active'`, messageId),
    ([row]): StoredBooking | null => (row ? bookingFromRow(row) : null),
  );

/** The message a capability was handed out with; null for an unknown one. */
export function* bookingGrant(capabilityHash: string): Operation<BookingGrant | null> {
  const { rows } = yield* sql<MessageRow>(
    `SELECT messages.* FROM booking_capabilities
     JOIN messages ON messages.id = booking_capabilities.message_id
     WHERE booking_capabilities.token_hash = ?`,
    capabilityHash,
  );
  if (!rows[0]) return null;
  const { id, lang, fields } = messageFromRow(rows[0]);
  return { messageId: id, lang, fields, booking: yield* activeBookingOf(id) };
}

/** Slots held by active bookings in `calendar` that overlap `range`. */
export const heldSlots = (calendar: string, range: Interval): Operation<Interval[]> =>
  value(
    sql<{ slot_start: number | string; slot_end: number | string }>(
      `SELECT slot_start, slot_end FROM bookings
       WHERE calendar = ? AND status = 'active' AND slot_start < ? AND slot_end > ?`,
      calendar,
      range.end,
      range.start,
    ),
    (rows): Interval[] =>
      rows.map((row) => ({ start: Number(row.slot_start), end: Number(row.slot_end) })),
  );

/**
 * Books a slot for the message holding the capability, with its outbox jobs, in one transaction.
 * The unique indexes decide a race: the insert that loses changes nothing (`ON CONFLICT DO
 * NOTHING` waits for the winner's commit in PostgreSQL), and is told whether the slot or the
 * message was the one already booked.
 */
export function* book(booking: NewBooking): Operation<BookResult> {
  const { rows } = yield* sql<{ message_id: string }>(
    "SELECT message_id FROM booking_capabilities WHERE token_hash = ?",
    booking.capabilityHash,
  );
  const messageId = rows[0]?.message_id;
  if (!messageId) return { kind: "unknown" };
  const existing = yield* activeBookingOf(messageId);
  if (existing) return { kind: "alreadyBooked", booking: existing };
  const inserted = yield* sql(
    `INSERT INTO bookings (id, message_id, calendar, host, slot_start, slot_end, visitor_zone,
       status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?) ON CONFLICT DO NOTHING`,
    booking.id,
    messageId,
    booking.calendar,
    booking.host,
    booking.start,
    booking.end,
    booking.visitorZone,
    booking.now,
    booking.now,
  );
  if (inserted.changes === 0) {
    const raced = yield* activeBookingOf(messageId);
    return raced ? { kind: "alreadyBooked", booking: raced } : { kind: "taken" };
  }
  const stored = yield* activeBookingOf(messageId);
  if (!stored) throw new Error(`booking ${booking.id} missing after insert`);
  const change = yield* recordChange(stored, "created", null, stored, "visitor", booking.now);
  yield* insertJobs({ ...booking, id: messageId }, booking.jobs, change.id);
  return { kind: "booked", booking: stored };
}

export const bookingById = (id: string): Operation<StoredBooking | null> =>
  value(sql<BookingRow>(`${bookingSelect} WHERE id = ?`, id), ([row]): StoredBooking | null =>
    row ? bookingFromRow(row) : null,
  );

type Slot = { start: number; end: number };

function* recordChange(
  booking: StoredBooking,
  kind: BookingChange["kind"],
  old: Slot | null,
  next: Slot | null,
  by: BookingChange["by"],
  now: number,
): Operation<BookingChange> {
  const { rows } = yield* sql<BookingChangeRow>(
    `INSERT INTO booking_changes (booking_id, kind, old_start, old_end, new_start, new_end,
       changed_by, sequence, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    booking.id,
    kind,
    old?.start ?? null,
    old?.end ?? null,
    next?.start ?? null,
    next?.end ?? null,
    by,
    booking.sequence,
    now,
  );
  if (!rows[0]) throw new Error(`change of booking ${booking.id} missing after insert`);
  return bookingChangeFromRow(rows[0]);
}

/** The booking's row changed by `set`, its SEQUENCE raised; null if it was not active any more. */
function* changeActive(
  bookingId: string,
  set: string,
  params: (string | number)[],
  now: number,
): Operation<StoredBooking | null> {
  const updated = yield* sql(
    `UPDATE bookings SET ${set}, sequence = sequence + 1, updated_at = ?
     WHERE id = ? AND status = 'active'`,
    ...params,
    now,
    bookingId,
  );
  return updated.changes === 0 ? null : yield* bookingById(bookingId);
}

/** A change of an active booking: the row, the change and its jobs, or why there was none. */
function* applyChange(
  request: RescheduleBooking | CancelBooking,
  edit: (booking: StoredBooking) => Operation<BookingChangeResult>,
): Operation<BookingChangeResult> {
  const booking = yield* bookingById(request.bookingId);
  if (!booking) return { kind: "unknown" };
  if (booking.status !== "active") return { kind: "notActive", booking };
  const result = yield* edit(booking);
  if (result.kind === "changed") {
    const message = { id: booking.messageId, ...request };
    yield* insertJobs(message, request.jobs, result.change.id);
  }
  return result;
}

/**
 * Moves a booking within one transaction. The unique index on active slots refuses a slot
 * another booking holds: the driver's error then rolls the whole change back (storage turns it
 * into "taken"), so the booking never holds two slots or none.
 */
export function* reschedule(request: RescheduleBooking): Operation<BookingChangeResult> {
  return yield* applyChange(request, function* (booking) {
    const next = { start: request.start, end: request.end };
    const host = request.host ?? { key: booking.host, calendar: booking.calendar };
    const moved = yield* changeActive(
      booking.id,
      "slot_start = ?, slot_end = ?, host = ?, calendar = ?",
      [next.start, next.end, host.key, host.calendar],
      request.now,
    );
    if (!moved) return { kind: "notActive", booking };
    const change = yield* recordChange(
      moved,
      "rescheduled",
      booking,
      next,
      request.by,
      request.now,
    );
    yield* moveReminder(moved.messageId, next.start, request.now, change.id, request.reminder);
    return { kind: "changed", booking: moved, change };
  });
}

/** Cancels a booking: its slot is free again at once, whatever its deliveries still do. */
export function* cancelBooking(request: CancelBooking): Operation<BookingChangeResult> {
  return yield* applyChange(request, function* (booking) {
    const cancelled = yield* changeActive(booking.id, "status = 'cancelled'", [], request.now);
    if (!cancelled) return { kind: "notActive", booking };
    yield* settleReminder(cancelled.messageId, request.now);
    const change = yield* recordChange(
      cancelled,
      "cancelled",
      booking,
      null,
      request.by,
      request.now,
    );
    return { kind: "changed", booking: cancelled, change };
  });
}

export function* bookingChange(changeId: number): Operation<ChangedBooking | null> {
  const { rows } = yield* sql<BookingChangeRow>(
    "SELECT * FROM booking_changes WHERE id = ?",
    changeId,
  );
  if (!rows[0]) return null;
  const change = bookingChangeFromRow(rows[0]);
  const booking = yield* bookingById(change.bookingId);
  if (!booking) return null;
  const messages = yield* sql<MessageRow>("SELECT * FROM messages WHERE id = ?", booking.messageId);
  if (!messages.rows[0]) return null;
  return { change, booking, message: messageFromRow(messages.rows[0]) };
}
