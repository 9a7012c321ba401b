import { releaseFloodHeld } from "../../screening/floodStatements";
import { claimUnconfirmedMail, countOneAtATime } from "../../screening/unconfirmedMail";
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
import { sql, value, type Operation } from "../../storage/operation";
import { messageFromRow, type MessageRow } from "../../storage/schema";
import { moveReminder, settleReminder } from "./reminders";
import { insertJobs, rearmJobs } from "../../storage/statements";
import { markSpam } from "./spamMarks";
import { hasFutureBooking, holdReasonOf, releaseLapsedHolds, type HoldTerms } from "./holds";

/**
 * The statements of demo bookings and their changes, once for both databases, as operations
 * (server/storage/operation.ts) that SqlStorage hands to its driver.
 */

const bookingSelect =
  "SELECT id, message_id, calendar, host, slot_start, slot_end, visitor_zone, status, sequence, created_at, hold_until, attendance, attendance_at FROM bookings";

export const activeBookingOf = (messageId: string): Operation<StoredBooking | null> =>
  value(
    sql<BookingRow>(`${bookingSelect} WHERE message_id = ? AND status = 'active'`, messageId),
    ([row]): StoredBooking | null => (row ? bookingFromRow(row) : null),
  );

export const latestBookingOf = (messageId: string): Operation<StoredBooking | null> =>
  value(
    sql<BookingRow>(
      `${bookingSelect} WHERE message_id = ? ORDER BY created_at DESC, id LIMIT 1`,
      messageId,
    ),
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
  const { id, lang, fields, form, status, holdReason, qualification } = messageFromRow(rows[0]);
  const heldForFlood = status === "held" && holdReason === "flood";
  const booking = yield* activeBookingOf(id);
  return { messageId: id, lang, form, heldForFlood, fields, qualification, booking };
}

/**
 * Books a slot for the message holding the capability, with its outbox jobs, in one transaction.
 * The unique indexes decide a race: the insert that loses changes nothing (`ON CONFLICT DO
 * NOTHING` waits for the winner's commit in PostgreSQL), and is told whether the slot or the
 * message was the one already booked. A booking under hold terms that call for it is a hold: it
 * takes the slot, and only its confirmation mail is queued, if the mail caps allow one.
 */
export function* book(booking: NewBooking): Operation<BookResult> {
  const { rows } = yield* sql<{ message_id: string }>(
    "SELECT message_id FROM booking_capabilities WHERE token_hash = ?",
    booking.capabilityHash,
  );
  const messageId = rows[0]?.message_id;
  if (!messageId) return { kind: "unknown" };
  yield* countOneAtATime();
  yield* releaseLapsedHolds(booking, messageId, booking.now);
  const existing = yield* activeBookingOf(messageId);
  if (existing) return { kind: "alreadyBooked", booking: existing };
  if (booking.person && (yield* hasFutureBooking(booking.person, booking.now)))
    return { kind: "personBooked" };
  const hold =
    booking.hold && (yield* holdReasonOf(booking.hold, booking.host, booking.now)) && booking.hold;
  const inserted = yield* sql(
    `INSERT INTO bookings (id, message_id, calendar, host, slot_start, slot_end, visitor_zone,
       status, created_at, updated_at, hold_until, person)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    booking.id,
    messageId,
    booking.calendar,
    booking.host,
    booking.start,
    booking.end,
    booking.visitorZone,
    booking.now,
    booking.now,
    hold ? hold.until : null,
    booking.person ?? null,
  );
  if (inserted.changes === 0) {
    const raced = yield* activeBookingOf(messageId);
    return raced ? { kind: "alreadyBooked", booking: raced } : { kind: "taken" };
  }
  const stored = yield* activeBookingOf(messageId);
  if (!stored) throw new Error(`booking ${booking.id} missing after insert`);
  if (hold) return yield* heldWithMail(stored, hold, booking);
  const created = { by: "visitor" as const, now: booking.now };
  const change = yield* recordChange(stored, "created", null, stored, created);
  yield* insertJobs({ ...booking, id: messageId }, booking.jobs, change.id);
  yield* releaseFloodHeld({ ...booking, id: messageId }, booking.releaseJobs ?? []);
  return { kind: "booked", booking: stored };
}

/** The hold's confirmation mail, if the caps allow it; else the hold is taken back. */
function* heldWithMail(
  stored: StoredBooking,
  hold: HoldTerms,
  booking: NewBooking,
): Operation<BookResult> {
  const cap = yield* claimUnconfirmedMail(hold.mail, booking.now);
  if (cap) {
    yield* sql("DELETE FROM bookings WHERE id = ?", stored.id);
    return { kind: "mailCapped", cap };
  }
  yield* rearmJobs({ ...booking, id: stored.messageId }, hold.jobs);
  return { kind: "held", booking: stored };
}

export const bookingById = (id: string): Operation<StoredBooking | null> =>
  value(sql<BookingRow>(`${bookingSelect} WHERE id = ?`, id), ([row]): StoredBooking | null =>
    row ? bookingFromRow(row) : null,
  );

type Slot = { start: number; end: number };

export function* recordChange(
  booking: StoredBooking,
  kind: BookingChange["kind"],
  old: Slot | null,
  next: Slot | null,
  request: {
    by: BookingChange["by"];
    now: number;
    reason?: BookingChange["reason"];
    oldHost?: string;
  },
): Operation<BookingChange> {
  const { rows } = yield* sql<BookingChangeRow>(
    `INSERT INTO booking_changes (booking_id, kind, old_start, old_end, new_start, new_end,
       changed_by, sequence, reason, old_host, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    booking.id,
    kind,
    old?.start ?? null,
    old?.end ?? null,
    next?.start ?? null,
    next?.end ?? null,
    request.by,
    booking.sequence,
    request.reason ?? null,
    request.oldHost ?? null,
    request.now,
  );
  if (!rows[0]) throw new Error(`change of booking ${booking.id} missing after insert`);
  return bookingChangeFromRow(rows[0]);
}

/**
 * The booking's row changed by `set`, its SEQUENCE raised, only while it is active and still at
 * the SEQUENCE it was read with; null otherwise. PostgreSQL re-checks the condition after a
 * concurrent change of the row commits, so of many changes from the same state one wins.
 */
function* changeActive(
  booking: StoredBooking,
  set: string,
  params: (string | number)[],
  now: number,
): Operation<StoredBooking | null> {
  const updated = yield* sql(
    `UPDATE bookings SET ${set}, sequence = sequence + 1, updated_at = ?
     WHERE id = ? AND status = 'active' AND sequence = ?`,
    ...params,
    now,
    booking.id,
    booking.sequence,
  );
  return updated.changes === 0 ? null : yield* bookingById(booking.id);
}

/** Why a change of `booking` cannot happen, or null when it may. */
function refusalOf(
  booking: StoredBooking,
  request: RescheduleBooking | CancelBooking,
): BookingChangeResult | null {
  if (booking.status !== "active") return { kind: "notActive", booking };
  const expected = request.expectedSequence;
  if (expected !== undefined && booking.sequence !== expected) return { kind: "outdated", booking };
  const cap = "maxChanges" in request ? request.maxChanges : undefined;
  if (cap !== undefined && booking.sequence >= cap) return { kind: "capped", booking };
  return null;
}

/** After an update that changed nothing: the booking was changed by someone else meanwhile. */
function* lostRace(bookingId: string): Operation<BookingChangeResult> {
  const booking = yield* bookingById(bookingId);
  if (!booking) return { kind: "unknown" };
  return booking.status === "active"
    ? { kind: "outdated", booking }
    : { kind: "notActive", booking };
}

/** A change of an active booking: the row, the change and its jobs, or why there was none. */
function* applyChange(
  request: RescheduleBooking | CancelBooking,
  edit: (booking: StoredBooking) => Operation<BookingChangeResult>,
): Operation<BookingChangeResult> {
  const booking = yield* bookingById(request.bookingId);
  if (!booking) return { kind: "unknown" };
  const refusal = refusalOf(booking, request);
  if (refusal) return refusal;
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
    yield* releaseLapsedHolds({ host: host.key, start: next.start }, "", request.now);
    // The booking now stands for the new demo, whose attendance is asked afresh (a no-show
    // won back by its reschedule mail, docs/decisions/0853-attendance.md).
    const moved = yield* changeActive(
      booking,
      "slot_start = ?, slot_end = ?, host = ?, calendar = ?, attendance = NULL, attendance_at = NULL",
      [next.start, next.end, host.key, host.calendar],
      request.now,
    );
    if (!moved) return yield* lostRace(booking.id);
    const oldHost = moved.host !== booking.host ? booking.host : undefined;
    const change = yield* recordChange(moved, "rescheduled", booking, next, {
      ...request,
      oldHost,
    });
    yield* moveReminder(moved.messageId, next.start, request.now, change.id, request.reminder);
    return { kind: "changed", booking: moved, change };
  });
}

/**
 * Cancels a booking: its slot is free again at once, whatever its deliveries still do. A cancel
 * as spam marks the message in the same transaction.
 */
export function* cancelBooking(request: CancelBooking): Operation<BookingChangeResult> {
  return yield* applyChange(request, function* (booking) {
    const cancelled = yield* changeActive(booking, "status = 'cancelled'", [], request.now);
    if (!cancelled) return yield* lostRace(booking.id);
    yield* settleReminder(cancelled.messageId, request.now);
    const change = yield* recordChange(cancelled, "cancelled", booking, null, request);
    if (request.reason === "spam") yield* markSpam(cancelled.messageId, request.now);
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
