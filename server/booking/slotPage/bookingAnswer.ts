import type { StoredBooking } from "../store/bookings";
import type { AddToCalendar } from "../calendarLinks/addToCalendar";

/**
 * A booking as the JSON answers show it (docs/booking-api.md): the stored row without its
 * calendar and host keys, which for the single calendar are a file path or a feed's address, and
 * with `hostName`, who gives the demo, when a team file's host does, and an active demo's
 * `addToCalendar` links (Google, Outlook, the signed `.ics`).
 */
export function bookingAnswer(
  booking: StoredBooking,
  hostName: string | null,
  addToCalendar: AddToCalendar,
) {
  const { id, messageId, start, end, visitorZone, status, holdUntil, sequence, createdAt } =
    booking;
  return {
    id,
    messageId,
    start,
    end,
    visitorZone,
    status,
    ...(holdUntil !== undefined && { holdUntil }),
    sequence,
    createdAt,
    ...(hostName && { hostName }),
    ...(status === "active" && holdUntil === undefined && { addToCalendar }),
  };
}
