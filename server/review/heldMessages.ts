import { claimUnconfirmedMailInTurn } from "../screening/unconfirmedMail";
import type { MailCapName, UnconfirmedMail } from "../storage/messages";
import { changes, sql, type Operation } from "../storage/operation";
import type { OutboxJobSpec } from "../storage/outboxJobs";
import { insertJobs } from "../storage/statements";

/**
 * Releasing a held message (docs/decisions/0841-held-for-review.md), once for both databases;
 * the used proofs and the blocklist are screening's (server/screening/screeningStore.ts).
 */

/**
 * What a released message is offered besides its lead's deliveries (the booking feature's demo
 * offer, handed in by the host): the visitor's mail, which counts against the caps on mail to
 * unconfirmed addresses, and what the offer records with it (its capability).
 */
export interface ReleaseOffer {
  jobs: OutboxJobSpec[];
  mail: UnconfirmedMail;
  /** Its owner's statements, run in the release's transaction when the caps allow the mail. */
  record: () => Operation<void>;
}

/**
 * What `release` did: the message is delivered now (with its offer queued, or the cap that
 * skipped it), or it was not held (or is unknown).
 */
export type ReleaseResult =
  | { kind: "released"; jobs: number; offer?: "queued" | MailCapName }
  | { kind: "notHeld" | "unknown" };

/** The offer's mail and records, unless a cap refuses the mail (then neither). */
function* queueOffer(id: string, offer: ReleaseOffer, now: number, deliverUntil: number) {
  const capped = yield* claimUnconfirmedMailInTurn(offer.mail, now);
  if (capped) return capped;
  yield* offer.record();
  yield* insertJobs({ id, now, deliverUntil }, offer.jobs);
  return "queued" as const;
}

/**
 * A held message becomes pending with the jobs an accepted message gets now, and its offer when
 * one is given, in one transaction; a message in any other status is left as it is. Its hold
 * reason is kept as its history.
 */
export function* releaseHeld(
  id: string,
  jobs: OutboxJobSpec[],
  now: number,
  deliverUntil: number,
  offer?: ReleaseOffer,
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
    offer: yield* queueOffer(id, offer, now, deliverUntil),
  };
}
