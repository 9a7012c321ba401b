import type { BookingDeliveryCounts } from "../storage/bookingDeliveries";
import { channelNames } from "./channels";
import type { MessageStore } from "../storage/messageStore";

/**
 * `/api/health`'s `bookings`: per channel of the table, how many bookings wait, failed, or are
 * scheduled. Every channel is listed whether or not a booking job goes there, so monitors find
 * the keys.
 */
export async function bookingHealthPerChannel(
  storage: Pick<MessageStore, "bookingDeliveryCounts">,
  now: number,
  events: readonly string[],
): Promise<Record<string, BookingDeliveryCounts>> {
  const counts = await storage.bookingDeliveryCounts(events, now);
  const channels = new Set([...channelNames, ...Object.keys(counts)]);
  return Object.fromEntries(
    [...channels].map((channel) => [
      channel,
      counts[channel] ?? { pending: 0, failed: 0, scheduled: 0 },
    ]),
  );
}
