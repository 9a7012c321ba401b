/**
 * The booking feature's public API. The contact form imports it only dynamically, once a message
 * is accepted with a booking offer, so none of it is in the contact page's first JavaScript.
 */
export { BookingPicker } from "./BookingPicker";
export type { BookingOffer } from "./bookingApi";
