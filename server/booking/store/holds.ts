import type { UnconfirmedMail } from "../../storage/messages";
import { sql, value, type Operation } from "../../storage/operation";
import type { OutboxJobSpec } from "../../storage/outboxJobs";

/**
 * Holds: bookings waiting for the visitor's confirmation by mail, once for both databases; the
 * caps on that mail are screening's (server/screening/unconfirmedMail.ts)
 * (docs/decisions/0842-bookings-by-confirming.md).
 */

/** Why a booking waits for the visitor's confirmation. */
export type HoldReason = "plainForm" | "freeMail" | "disposable" | "heldForFlood" | "hourlyCap";

/** When and how a booking is stored as a hold instead of at once. */
export interface HoldTerms {
  /** A reason that holds whatever the hour; null: a hold only past the hourly cap. */
  reason: Exclude<HoldReason, "hourlyCap"> | null;
  /** Bookings made at once (never held) per hour and host; past it, the host's bookings are holds. */
  hourlyCap: number;
  /** When the hold lapses unless confirmed. */
  until: number;
  /** The confirmation mail's job. */
  jobs: OutboxJobSpec[];
  mail: UnconfirmedMail;
}

const hour = 60 * 60_000;

/**
 * Holds nobody confirmed in time, on the slot or of the message about to be booked, make way:
 * marked lapsed in the booking's transaction, so the unique indexes see only live rows.
 */
export const releaseLapsedHolds = (
  at: { host: string; start: number },
  messageId: string,
  now: number,
) =>
  sql(
    `UPDATE bookings SET status = 'lapsed', updated_at = ?
     WHERE status = 'active' AND hold_until IS NOT NULL AND hold_until <= ?
       AND ((host = ? AND slot_start = ?) OR message_id = ?)`,
    now,
    now,
    at.host,
    at.start,
    messageId,
  );

/** Whether the person has an active booking (or a live hold) of a demo not yet over. */
export const hasFutureBooking = (person: string, now: number) =>
  value(
    sql(
      `SELECT 1 FROM bookings WHERE person = ? AND status = 'active' AND slot_end > ?
         AND (hold_until IS NULL OR hold_until > ?)`,
      person,
      now,
      now,
    ),
    (rows) => rows.length > 0,
  );

/** Whether a booking now must be a hold: its own reason, or its host's hourly cap reached. */
export function* holdReasonOf(
  terms: HoldTerms,
  host: string,
  now: number,
): Operation<HoldReason | null> {
  if (terms.reason) return terms.reason;
  const { rows } = yield* sql<{ count: number | string }>(
    `SELECT COUNT(*) AS count FROM bookings
     WHERE host = ? AND created_at > ? AND hold_until IS NULL AND confirmed_at IS NULL`,
    host,
    now - hour,
  );
  return Number(rows[0]?.count ?? 0) >= terms.hourlyCap ? "hourlyCap" : null;
}

/** Holds waiting for their confirmation at `now`, for health. */
export const waitingHolds = (now: number) =>
  value(
    sql<{ count: number | string }>(
      "SELECT COUNT(*) AS count FROM bookings WHERE status = 'active' AND hold_until > ?",
      now,
    ),
    ([row]) => Number(row?.count ?? 0),
  );
