import type { Attendance } from "./attendanceStatements";
import type { ChangedBooking } from "../store/bookings";
import { attendanceEventOf } from "./attendanceSchedule";

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Standard Webhooks message id of a recorded attendance: the same on every attempt, one per
 * demo (its booking and SEQUENCE) and outcome.
 */
export function attendanceWebhookId({ booking, change }: ChangedBooking, attendance: Attendance) {
  return `bkg_${booking.id}_${change.sequence}_${attendance}`;
}

/**
 * `booking.attended` or `booking.no_show`, in the booking webhooks' shape
 * (docs/booking-api.md): the booking, its message, the demo's slot in UTC with the team's zone
 * to read it in, and the SEQUENCE of the demo it is about.
 */
export function attendanceWebhookBody(
  { booking, change }: ChangedBooking,
  attendance: Attendance,
  teamZone: string,
): string {
  const slot = change.new ?? booking;
  return JSON.stringify({
    type: attendanceEventOf[attendance],
    timestamp: iso(booking.attendanceAt ?? slot.end),
    data: {
      bookingId: booking.id,
      messageId: booking.messageId,
      slot: { start: iso(slot.start), end: iso(slot.end) },
      timeZone: teamZone,
      visitorTimeZone: booking.visitorZone,
      attendance,
      sequence: change.sequence,
    },
  });
}
