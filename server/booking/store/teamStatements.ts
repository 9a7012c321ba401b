import type { Interval } from "./bookings";
import { sql, value, type Operation } from "../../storage/operation";

/**
 * What round robin and the team's slot lists read from the bookings (server/booking/team), for
 * every host at once: one query however large the team.
 */

/** A slot held by an active booking, with its host. */
export interface HostSlot extends Interval {
  host: string;
}

/** An active booking's host and when it was booked (a live hold counts, a lapsed one not). */
export interface HostDemo {
  host: string;
  bookedAt: number;
}

/** A booking of an address, newest first: the host a returning person or company had. */
export interface AddressHost {
  email: string;
  host: string;
}

/** Slots held by active bookings overlapping `range`, with their host; no hold lapsed by `now`. */
export const teamHeldSlots = (range: Interval, now: number): Operation<HostSlot[]> =>
  value(
    sql<{ host: string; slot_start: number | string; slot_end: number | string }>(
      `SELECT host, slot_start, slot_end FROM bookings
       WHERE status = 'active' AND slot_start < ? AND slot_end > ?
         AND (hold_until IS NULL OR hold_until > ?)`,
      range.end,
      range.start,
      now,
    ),
    (rows) =>
      rows.map((row) => ({
        host: row.host,
        start: Number(row.slot_start),
        end: Number(row.slot_end),
      })),
  );

export const recentDemos = (since: number, now: number): Operation<HostDemo[]> =>
  value(
    sql<{ host: string; created_at: number | string }>(
      `SELECT host, created_at FROM bookings
       WHERE status = 'active' AND (hold_until IS NULL OR hold_until > ?) AND created_at >= ?`,
      now,
      since,
    ),
    (rows) => rows.map((row) => ({ host: row.host, bookedAt: Number(row.created_at) })),
  );

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The hosts of the latest bookings (any status) made from addresses at `domain`. */
export const hostsAtDomain = (domain: string): Operation<AddressHost[]> =>
  value(
    sql<{ email: string; host: string }>(
      `SELECT m.email, b.host FROM bookings b JOIN messages m ON m.id = b.message_id
       WHERE lower(m.email) LIKE ? ESCAPE '\\' ORDER BY b.created_at DESC LIMIT 100`,
      `%@${likeEscaped(domain.toLowerCase())}`,
    ),
    (rows) => rows,
  );
