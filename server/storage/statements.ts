import type { Interval } from "../booking/intervals";
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
import type { JobKind, OutboxJobSpec } from "./outboxJobs";
import { changes, placeholders, sql, value, type Operation } from "./operation";
import {
  claimedJobFrom,
  messageFromRow,
  outboxJobColumns,
  outboxJobValues,
  shortError,
  type ClaimRow,
  type MessageRow,
} from "./schema";
import {
  insertMessageSql,
  insertMessageValues,
  type ClaimedJob,
  type Erasure,
  type InsertResult,
  type KeyedMessage,
  type MessageStatus,
  type NewMessage,
  type StoredMessage,
} from "./storage";

/**
 * The statements and the domain rules of the storage, once for both databases, as operations
 * (server/storage/operation.ts) that SqlStorage hands to its driver.
 */

export type JobOutcome = {
  status: "pending" | "sent" | "failed";
  nextAttemptAt?: number;
  error?: string;
};

/**
 * The domain rule both databases keep: a message's own status, attempts and last error follow
 * its inbox mail (the notification job); every other channel keeps its state on its job only.
 */
const carriesMessageStatus = (kind: string) => kind === "notification";

const insertSql = insertMessageSql(() => "?");

export function* insertMessage(message: NewMessage): Operation<InsertResult> {
  const inserted = yield* sql(insertSql, ...insertMessageValues(message));
  if (inserted.changes === 0 && message.idempotencyKey) {
    const existing = (yield* findKey(message.idempotencyKey)).rows[0];
    if (existing) return { created: false, existing };
  }
  if (!message.quarantined) {
    yield* insertJobs(message, message.jobs);
    if (message.bookingCapabilityHash) {
      yield* sql(
        "INSERT INTO booking_capabilities (token_hash, message_id) VALUES (?, ?)",
        message.bookingCapabilityHash,
        message.id,
      );
    }
  }
  return { created: true, id: message.id };
}

/** One statement for all of a message's jobs: one round trip, however many channels. */
function* insertJobs(
  message: { id: string; now: number; deliverUntil: number },
  jobs: OutboxJobSpec[],
  changeId = 0,
): Operation<void> {
  if (jobs.length === 0) return;
  const rows = jobs.map((job) => outboxJobValues(message, job, changeId));
  const values = rows.map((row) => `(${placeholders(row.length)})`).join(", ");
  yield* sql(`INSERT INTO outbox (${outboxJobColumns}) VALUES ${values}`, ...rows.flat());
}

/** The message under `key`, or the erased one (fingerprint null) whose key is kept. */
export const findKey = (key: string) =>
  sql<KeyedMessage>(
    `SELECT id, fingerprint FROM messages WHERE idempotency_key = ?
     UNION ALL
     SELECT message_id AS id, NULL AS fingerprint FROM erased_requests WHERE idempotency_key = ?`,
    key,
    key,
  );

const ofAddress = "lower(email) = lower(?)";

export const messagesOf = (email: string) =>
  value(
    sql<MessageRow>(`SELECT * FROM messages WHERE ${ofAddress} ORDER BY created_at, id`, email),
    (rows) => rows.map(messageFromRow),
  );

export function* erasePerson(email: string, now: number): Operation<Erasure> {
  const { rows } = yield* sql<{ id: string; idempotency_key: string | null }>(
    `SELECT id, idempotency_key FROM messages WHERE ${ofAddress} ORDER BY created_at, id`,
    email,
  );
  const messageIds = rows.map((row) => row.id);
  if (messageIds.length === 0) return { messageIds, outboxJobs: 0, idempotencyKeys: 0 };
  const keyed = rows.filter((row) => row.idempotency_key !== null);
  for (const row of keyed) {
    yield* sql(
      `INSERT INTO erased_requests (idempotency_key, message_id, erased_at) VALUES (?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      row.idempotency_key,
      row.id,
      now,
    );
  }
  const ids = placeholders(messageIds.length);
  const outboxJobs = yield* changes(
    sql(`DELETE FROM outbox WHERE message_id IN (${ids})`, ...messageIds),
  );
  yield* sql(`DELETE FROM messages WHERE id IN (${ids})`, ...messageIds);
  return { messageIds, outboxJobs, idempotencyKeys: keyed.length };
}

export function* claim(
  lockDue: string,
  owner: string,
  now: number,
  leaseMs: number,
  limit: number,
): Operation<ClaimedJob[]> {
  const { rows } = yield* sql<ClaimRow>(
    `UPDATE outbox SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox
       WHERE status = 'pending' AND next_attempt_at <= ?
         AND (lease_until IS NULL OR lease_until <= ?)
       ORDER BY next_attempt_at, id LIMIT ?${lockDue})
     RETURNING id, message_id, kind, target, change_id, attempts, deliver_until`,
    owner,
    now + leaseMs,
    now,
    now,
    limit,
  );
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.message_id))];
  const messages = yield* sql<MessageRow>(
    `SELECT * FROM messages WHERE id IN (${placeholders(ids.length)})`,
    ...ids,
  );
  const byId = new Map(messages.rows.map((row) => [row.id, row]));
  const claimed: ClaimedJob[] = [];
  for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
    const message = byId.get(row.message_id);
    if (!message) continue;
    if (carriesMessageStatus(row.kind)) {
      yield* sql(
        "UPDATE messages SET attempts = ?, updated_at = ? WHERE id = ?",
        row.attempts,
        now,
        row.message_id,
      );
    }
    claimed.push(claimedJobFrom(row, message));
  }
  return claimed;
}

export function* finish(
  jobId: number,
  owner: string,
  set: JobOutcome,
  now: number,
): Operation<void> {
  const error = set.error ? shortError(set.error) : null;
  const { rows } = yield* sql<{ message_id: string; kind: string }>(
    `UPDATE outbox SET status = ?, lease_owner = NULL, lease_until = NULL,
       next_attempt_at = COALESCE(?, next_attempt_at), last_error = ?,
       sent_at = CASE WHEN CAST(? AS TEXT) = 'sent' THEN ? ELSE sent_at END
     WHERE id = ? AND lease_owner = ?
     RETURNING message_id, kind`,
    set.status,
    set.nextAttemptAt ?? null,
    error,
    set.status,
    now,
    jobId,
    owner,
  );
  const row = rows[0];
  if (row && carriesMessageStatus(row.kind)) {
    yield* sql(
      "UPDATE messages SET status = ?, last_error = ?, updated_at = ? WHERE id = ?",
      set.status,
      error,
      now,
      row.message_id,
    );
  }
}

export function* retry(id: string, now: number, deliverUntil: number, kinds?: JobKind[]) {
  const only = kinds ? ` AND kind IN (${placeholders(kinds.length)})` : "";
  const { rows } = yield* sql<{ kind: string }>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ?, deliver_until = ?,
       lease_owner = NULL, lease_until = NULL
     WHERE message_id = ? AND status = 'failed'${only}
     RETURNING kind`,
    now,
    deliverUntil,
    id,
    ...(kinds ?? []),
  );
  if (rows.some((job) => carriesMessageStatus(job.kind))) {
    yield* sql(
      "UPDATE messages SET status = 'pending', updated_at = ? WHERE id = ? AND status = 'failed'",
      now,
      id,
    );
  }
  return rows.length;
}

export function* list(
  status: MessageStatus | undefined,
  limit: number,
): Operation<StoredMessage[]> {
  const where = status ? "WHERE status = ? " : "";
  const params = status ? [status, limit] : [limit];
  const { rows } = yield* sql<MessageRow>(
    `SELECT * FROM messages ${where}ORDER BY created_at DESC, id LIMIT ?`,
    ...params,
  );
  return rows.map(messageFromRow);
}

export function* secret(name: string, create: () => string): Operation<string> {
  const select = "SELECT value FROM settings WHERE name = ?";
  // Read first: a start on a full disk must not need to write what is already there.
  const stored = yield* sql<{ value: string }>(select, name);
  if (stored.rows[0]) return stored.rows[0].value;
  yield* sql(
    "INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
    name,
    create(),
  );
  const { rows } = yield* sql<{ value: string }>(select, name);
  if (!rows[0]) throw new Error(`setting ${name} missing after insert`);
  return rows[0].value;
}

/**
 * The write `/api/health` commits to learn that storage can write now (a full disk, a read-only
 * file system or a hung database fail it). One row, overwritten each time.
 */
export function* writeProbe(now: number): Operation<void> {
  yield* sql(
    `INSERT INTO settings (name, value) VALUES ('health-probe', ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    String(now),
  );
}

const bookingSelect =
  "SELECT id, message_id, calendar, slot_start, slot_end, visitor_zone, status, sequence, created_at FROM bookings";

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
    `INSERT INTO bookings (id, message_id, calendar, slot_start, slot_end, visitor_zone, status,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?) ON CONFLICT DO NOTHING`,
    booking.id,
    messageId,
    booking.calendar,
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
    const moved = yield* changeActive(
      booking.id,
      "slot_start = ?, slot_end = ?",
      [next.start, next.end],
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
    return { kind: "changed", booking: moved, change };
  });
}

/** Cancels a booking: its slot is free again at once, whatever its deliveries still do. */
export function* cancelBooking(request: CancelBooking): Operation<BookingChangeResult> {
  return yield* applyChange(request, function* (booking) {
    const cancelled = yield* changeActive(booking.id, "status = 'cancelled'", [], request.now);
    if (!cancelled) return { kind: "notActive", booking };
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
