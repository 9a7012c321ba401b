import type { Attendance, StoredBooking } from "../store/bookings";
import { bookingById } from "../store/bookingStatements";
import { sqlTypes, type Migration } from "../../storage/migration";
import { sql, type Operation } from "../../storage/operation";
import type { OutboxJobSpec } from "../../storage/outboxJobs";
import { insertJobs } from "../../storage/statements";

export type { Attendance } from "../store/bookings";

export interface RecordAttendance {
  bookingId: string;
  attendance: Attendance;
  /** The outcome's outbox jobs (webhooks, chat, the no-show's reschedule mail), committed with it. */
  jobs: OutboxJobSpec[];
  now: number;
  deliverUntil: number;
}

export type AttendanceResult =
  /** Recorded; the jobs belong to the booking's latest change (`changeId`). */
  | { kind: "recorded"; booking: StoredBooking; changeId: number }
  /** Recorded before (by a link or the CLI): nothing changed. */
  | { kind: "alreadyRecorded"; booking: StoredBooking }
  /** Cancelled, or a hold never confirmed: there was no demo to attend. */
  | { kind: "notActive"; booking: StoredBooking }
  /** The demo has not ended yet at `now`. */
  | { kind: "notEnded"; booking: StoredBooking }
  | { kind: "unknown" };

/** Why `booking` takes no attendance at `now`, or null when it may. */
function refusalOf(booking: StoredBooking, now: number): AttendanceResult | null {
  if (booking.status !== "active" || booking.holdUntil !== undefined)
    return { kind: "notActive", booking };
  if (booking.attendance) return { kind: "alreadyRecorded", booking };
  if (booking.end > now) return { kind: "notEnded", booking };
  return null;
}

/**
 * Records a demo's attendance once, with its jobs, in one transaction. The update's own
 * condition decides a race of two recordings (two clicks, a click and the CLI): the one that
 * changes nothing is told it was already recorded.
 */
export function* recordAttendance(request: RecordAttendance): Operation<AttendanceResult> {
  const booking = yield* bookingById(request.bookingId);
  if (!booking) return { kind: "unknown" };
  const refusal = refusalOf(booking, request.now);
  if (refusal) return refusal;
  const updated = yield* sql(
    `UPDATE bookings SET attendance = ?, attendance_at = ?, updated_at = ?
     WHERE id = ? AND status = 'active' AND hold_until IS NULL AND attendance IS NULL
       AND slot_end <= ?`,
    request.attendance,
    request.now,
    request.now,
    booking.id,
    request.now,
  );
  const recorded = yield* bookingById(booking.id);
  if (!recorded) return { kind: "unknown" };
  if (updated.changes === 0) return refusalOf(recorded, request.now) ?? { kind: "unknown" };
  const { rows } = yield* sql<{ id: number | string }>(
    "SELECT id FROM booking_changes WHERE booking_id = ? ORDER BY sequence DESC LIMIT 1",
    booking.id,
  );
  const changeId = Number(rows[0]?.id ?? 0);
  yield* insertJobs({ ...request, id: booking.messageId }, request.jobs, changeId);
  return { kind: "recorded", booking: recorded, changeId };
}

/**
 * Version 14: a booking's attendance (`held` or `no_show`, null until its host says) and when it
 * was recorded (docs/decisions/0853-attendance.md).
 */
function bookingAttendance(int: string): string {
  return `ALTER TABLE bookings ADD COLUMN attendance TEXT;
     ALTER TABLE bookings ADD COLUMN attendance_at ${int};`;
}

/** Attendance's step of the schema (one global order of versions). */
export const attendanceMigrations: Migration[] = [
  { version: 14, sql: (dialect) => bookingAttendance(sqlTypes(dialect).int) },
];
