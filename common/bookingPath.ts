/** Where the server offers demo bookings after a message (server/booking/slotPage/bookingRoutes.ts). */
export const bookingPath = "/api/booking";

/** The slot page a message's booking capability opens, in the visitor's language. */
export const bookingPageLink = (token: string, lang: string) =>
  `${bookingPath}?${new URLSearchParams({ t: token, lang })}`;
