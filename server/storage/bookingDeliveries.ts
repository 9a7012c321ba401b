import { sql, value, type Operation } from "./operation";
import type { JobKind } from "./outboxJobs";

/** Bookings with a delivery waiting, given up, or scheduled for later, on one channel. */
export interface BookingDeliveryCounts {
  pending: number;
  failed: number;
  /** Not yet due (a reminder before its day): waiting by design, not behind. */
  scheduled: number;
}

/**
 * How many bookings have deliveries in each state per channel, `channelOf` naming each booking
 * job kind's channel. A booking counts once per channel, however many of its jobs go there.
 */
export function bookingDeliveryCounts(
  channelOf: Partial<Record<JobKind, string>>,
  now: number,
): Operation<Record<string, BookingDeliveryCounts>> {
  const kinds = Object.entries(channelOf);
  const cases = kinds.map(() => "WHEN ? THEN ?").join(" ");
  return value(
    sql<{ channel: string; state: string; count: number | string }>(
      `SELECT CASE kind ${cases} END AS channel,
         CASE WHEN status = 'pending' AND attempts = 0 AND next_attempt_at > ? THEN 'scheduled'
           ELSE status END AS state,
         COUNT(DISTINCT message_id) AS count
       FROM outbox
       WHERE status IN ('pending', 'failed') AND kind IN (${kinds.map(() => "?").join(", ")})
       GROUP BY 1, 2`,
      ...kinds.flat(),
      now,
      ...kinds.map(([kind]) => kind),
    ),
    (rows) => {
      const counts: Record<string, BookingDeliveryCounts> = {};
      for (const channel of new Set(Object.values(channelOf))) {
        counts[channel] = { pending: 0, failed: 0, scheduled: 0 };
      }
      for (const row of rows) {
        const entry = counts[row.channel];
        if (
          entry &&
          (row.state === "pending" || row.state === "failed" || row.state === "scheduled")
        )
          entry[row.state] += Number(row.count);
      }
      return counts;
    },
  );
}
