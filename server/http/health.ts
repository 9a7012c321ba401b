import type { Handler } from "hono";
import { channelNames } from "../delivery/channels";
import { beforeDeadline, StorageDeadlineError } from "../storage/deadline";
import type { MessageStore } from "../storage/messageStore";
import type { Storage } from "../storage/storage";
import type { AppEnv } from "./requestContext";

/** What health reads: the engine (it commits a probe) and the shared messages and outbox. */
export interface HealthStores {
  engine: Pick<Storage, "ping" | "probeWrite">;
  messages: Pick<MessageStore, "messageWriteFailure" | "counts" | "channelCounts">;
}

/** Bookings with a delivery waiting, given up, or scheduled for later, on one channel. */
export interface BookingDeliveryCounts {
  pending: number;
  failed: number;
  /** Not yet due (a reminder, an attendance question): waiting by design, not behind. */
  scheduled: number;
}

/** Demo bookings' part of the answer, when they are offered (the booking feature answers). */
export interface BookingHealth {
  /** `bookings`: per channel of the table, how many bookings wait, failed, or are scheduled. */
  deliveries(now: number): Promise<Record<string, BookingDeliveryCounts>>;
  /** `holds.waiting`: how many bookings wait for their visitor's confirmation by mail. */
  waitingHolds(now: number): Promise<number>;
}

/** Why a probe failed, in the operator's terms: no answer in time, or what storage said. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof StorageDeadlineError) return `no answer within ${timeoutMs} ms`;
  return error instanceof Error ? error.message : String(error);
}

/** Every channel of the table, with nothing behind where nothing is counted. */
const everyChannel = (counts: Record<string, { pending: number; failed: number }>) => ({
  ...Object.fromEntries(channelNames.map((channel) => [channel, { pending: 0, failed: 0 }])),
  ...counts,
});

/**
 * Whether storage can take a message now, and the outbox counts, for monitoring. A read alone
 * would say "fine" on a full disk or a read-only file system, so it commits a small write; and
 * it answers within `timeoutMs` even when the database hangs (docs/decisions/0613-storage-deadline-and-honest-health.md).
 * That write can fit where a message does not, so a message storage refused since the last one
 * it stored also makes it "not writable" (docs/decisions/0621-health-remembers-a-failed-message.md).
 */
export function health(
  stores: HealthStores | undefined,
  timeoutMs: number,
  /** Demo bookings are offered: `bookings` counts their deliveries per channel. */
  bookings?: BookingHealth,
  /** The hosts whose calendar could not be read last: named, so the operator knows who is missing. */
  unreadableHosts?: () => string[],
): Handler<AppEnv> {
  return async (c) => {
    if (!stores) return c.json({ ok: true });
    const deadline = Date.now() + timeoutMs;
    const [read, write] = await Promise.allSettled([
      beforeDeadline(stores.engine.ping(), deadline),
      beforeDeadline(stores.engine.probeWrite(deadline), deadline),
    ]);
    if (write.status === "fulfilled") {
      try {
        const failure = await beforeDeadline(stores.messages.messageWriteFailure(), deadline);
        if (failure) {
          const reason = `the last message could not be stored (${new Date(failure.at).toISOString()}): ${failure.reason}`;
          c.get("log").error({ reason }, "health: messages not writable");
          return c.json({ ok: false, storage: "not writable", reason }, 503);
        }
        const now = Date.now();
        const [counts, channels, deliveries, waiting] = await beforeDeadline(
          Promise.all([
            stores.messages.counts(),
            stores.messages.channelCounts(now),
            bookings?.deliveries(now),
            bookings?.waitingHolds(now),
          ]),
          deadline,
        );
        return c.json({
          ok: true,
          storage: "writable",
          ...counts,
          channels: everyChannel(channels),
          ...(deliveries && { bookings: deliveries }),
          // Bookings waiting for their visitor's confirmation by mail (not yet in any channel).
          ...(waiting !== undefined && { holds: { waiting } }),
          ...(unreadableHosts?.().length && { unreadableHosts: unreadableHosts() }),
        });
      } catch (error) {
        c.get("log").error({ err: String(error) }, "health: outbox counts not readable");
        return c.json({ ok: false, storage: "writable", reason: reasonOf(error, timeoutMs) }, 503);
      }
    }
    if (read.status === "rejected" && !(read.reason instanceof StorageDeadlineError)) {
      c.get("log").error({ err: String(read.reason) }, "health: storage unreachable");
      return c.json({ ok: false, storage: "unreachable" }, 503);
    }
    const reason = reasonOf(write.reason, timeoutMs);
    c.get("log").error({ reason }, "health: storage not writable");
    return c.json({ ok: false, storage: "not writable", reason }, 503);
  };
}
