/** BOOKING_SECRET for tests that turn booking on: it signs the visitors' cancel and reschedule links. */
export const bookingSecret = "test-booking-secret-0123456789abcdef";
