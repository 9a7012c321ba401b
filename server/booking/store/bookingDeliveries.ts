import type { BookingDeliveryCounts } from "../../http/health";
import { placeholders, sql, value, type Operation } from "../../storage/operation";

/**
 * How many bookings have deliveries of `events` in each state per channel. A booking counts once
 * per channel, however many of its jobs go there.
 */
export function bookingDeliveryCounts(
  events: readonly string[],
  now: number,
): Operation<Record<string, BookingDeliveryCounts>> {
  return value(
    sql<{ channel: string; state: string; count: number | string }>(
      `SELECT channel,
         CASE WHEN status = 'pending' AND attempts = 0 AND next_attempt_at > ? THEN 'scheduled'
           ELSE status END AS state,
         COUNT(DISTINCT message_id) AS count
       FROM outbox
       WHERE status IN ('pending', 'failed') AND event IN (${placeholders(events.length)})
       GROUP BY 1, 2`,
      now,
      ...events,
    ),
    (rows) => {
      const counts: Record<string, BookingDeliveryCounts> = {};
      for (const row of rows) {
        const entry = (counts[row.channel] ??= { pending: 0, failed: 0, scheduled: 0 });
        if (row.state === "pending" || row.state === "failed" || row.state === "scheduled")
          entry[row.state] += Number(row.count);
      }
      return counts;
    },
  );
}
