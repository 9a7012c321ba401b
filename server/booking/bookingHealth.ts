import { channelNames } from "../delivery/channels";
import type { BookingDeliveryCounts, BookingHealth } from "../http/health";
import { bookingEvents } from "./bookingJobs";
import type { BookingStore } from "./store/bookingStore";

/**
 * `/api/health`'s part of demo bookings: per channel of the table, how many bookings wait,
 * failed, or are scheduled (every channel is listed whether or not a booking job goes there, so
 * monitors find the keys), and how many holds wait for their visitor's confirmation.
 */
export function bookingHealth(
  bookings: Pick<BookingStore, "deliveryCounts" | "waitingHolds">,
): BookingHealth {
  return {
    deliveries: async (now) => {
      const counts = await bookings.deliveryCounts(bookingEvents, now);
      const channels = new Set([...channelNames, ...Object.keys(counts)]);
      return Object.fromEntries(
        [...channels].map((channel): [string, BookingDeliveryCounts] => [
          channel,
          counts[channel] ?? { pending: 0, failed: 0, scheduled: 0 },
        ]),
      );
    },
    waitingHolds: (now) => bookings.waitingHolds(now),
  };
}
