import type { OutboxJobSpec } from "./outboxJobs";
import {
  claimUnconfirmedMail,
  countOneAtATime,
  type MailCapName,
  type UnconfirmedMail,
} from "./holds";
import { changes, sql, type Operation } from "./operation";
import { insertJobs } from "./statements";

/**
 * Releasing a held message (docs/decisions/0841-held-for-review.md), once for both databases;
 * the used proofs and the blocklist are screening's (server/screening/screeningStore.ts).
 */

/**
 * The demo booking a released message would have been offered: the capability's hash and the
 * visitor's mail carrying it, which counts against the caps on mail to unconfirmed addresses.
 */
export interface BookingOffer {
  capabilityHash: string;
  jobs: OutboxJobSpec[];
  mail: UnconfirmedMail;
}

/**
 * What `release` did: the message is delivered now (with its booking offer queued, or the cap
 * that skipped it), or it was not held (or is unknown).
 */
export type ReleaseResult =
  | { kind: "released"; jobs: number; offer?: "queued" | MailCapName }
  | { kind: "notHeld" | "unknown" };

/** The offer's capability and mail, unless a cap refuses the mail (then neither). */
function* offerBooking(id: string, offer: BookingOffer, now: number, deliverUntil: number) {
  yield* countOneAtATime();
  const capped = yield* claimUnconfirmedMail(offer.mail, now);
  if (capped) return capped;
  yield* sql(
    `INSERT INTO booking_capabilities (token_hash, message_id) VALUES (?, ?)
     ON CONFLICT DO NOTHING`,
    offer.capabilityHash,
    id,
  );
  yield* insertJobs({ id, now, deliverUntil }, offer.jobs);
  return "queued" as const;
}

/**
 * A held message becomes pending with the jobs an accepted message gets now, and its booking
 * offer when one is given, in one transaction; a message in any other status is left as it is.
 * Its hold reason is kept as its history.
 */
export function* releaseHeld(
  id: string,
  jobs: OutboxJobSpec[],
  now: number,
  deliverUntil: number,
  offer?: BookingOffer,
): Operation<ReleaseResult> {
  const released = yield* changes(
    sql(
      "UPDATE messages SET status = 'pending', updated_at = ? WHERE id = ? AND status = 'held'",
      now,
      id,
    ),
  );
  if (released === 0) {
    const { rows } = yield* sql("SELECT id FROM messages WHERE id = ?", id);
    return { kind: rows.length > 0 ? "notHeld" : "unknown" };
  }
  yield* insertJobs({ id, now, deliverUntil }, jobs);
  if (!offer) return { kind: "released", jobs: jobs.length };
  return {
    kind: "released",
    jobs: jobs.length,
    offer: yield* offerBooking(id, offer, now, deliverUntil),
  };
}

/**
 * A message held for the flood whose visitor has proven the address (a confirmed hold, or a
 * booking from the link we mailed) is delivered as a released one is, with its booking: the
 * flood held it for its volume, not for anything about it. Any other message is left alone.
 */
export function* releaseFloodHeld(
  message: { id: string; now: number; deliverUntil: number },
  jobs: OutboxJobSpec[],
): Operation<void> {
  const { changes } = yield* sql(
    `UPDATE messages SET status = 'pending', updated_at = ?
     WHERE id = ? AND status = 'held' AND hold_reason = 'flood'`,
    message.now,
    message.id,
  );
  if (changes > 0) yield* insertJobs(message, jobs);
}
