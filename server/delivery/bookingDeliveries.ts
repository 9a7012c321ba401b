import type { BookingDeliveryCounts } from "../storage/bookingDeliveries";
import { bookingJobKinds, type JobKind } from "../storage/outboxJobs";
import type { Storage } from "../storage/storage";
import type { JobHandlers } from "./channels";

/** Listed in health whether or not a booking job goes there yet, so monitors find the keys. */
const shownChannels = ["calendar", "mail", "webhook", "slack"];

/** A booking job kind's channel: its failure group without the target (`webhook:<key>`). */
function bookingChannelOf(handlers: JobHandlers): Partial<Record<JobKind, string>> {
  return Object.fromEntries(
    bookingJobKinds.map((kind) => [kind, handlers[kind].failureGroup("").split(":")[0]]),
  );
}

/** `/api/health`'s `bookings`: per channel, how many bookings wait, failed, or are scheduled. */
export async function bookingDeliveries(
  storage: Pick<Storage, "bookingDeliveryCounts">,
  now: number,
  handlers: JobHandlers,
): Promise<Record<string, BookingDeliveryCounts>> {
  const counts = await storage.bookingDeliveryCounts(bookingChannelOf(handlers), now);
  const channels = new Set([...shownChannels, ...Object.keys(counts)]);
  return Object.fromEntries(
    [...channels].map((channel) => [
      channel,
      counts[channel] ?? { pending: 0, failed: 0, scheduled: 0 },
    ]),
  );
}
