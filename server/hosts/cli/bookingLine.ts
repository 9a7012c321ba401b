import type { StoredBooking } from "../../booking/store/bookings";

/** `leads show`: the message's demo booking, if it has one (its deliveries are among the channels). */
export function bookingLine(booking: StoredBooking | null): string[] {
  if (!booking) return [];
  const start = new Date(booking.start).toISOString();
  const end = new Date(booking.end).toISOString();
  const attendance = booking.attendance
    ? `; ${booking.attendance === "held" ? "held" : "no-show"}, recorded ${new Date(booking.attendanceAt ?? 0).toISOString()}`
    : "";
  return [
    "",
    `booking:     ${booking.id}: ${start} to ${end} (visitor's zone ${booking.visitorZone}; host ${booking.host}; calendar ${booking.calendar}; booked ${new Date(booking.createdAt).toISOString()}; changes: ${booking.sequence}${attendance})`,
  ];
}
