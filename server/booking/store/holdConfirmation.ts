import { bookingById, recordChange } from "./bookingStatements";
import type { StoredBooking } from "./bookings";
import { releaseFloodHeld } from "../../screening/floodStatements";
import { confirmAddress } from "../../screening/unconfirmedMail";
import { sql, type Operation } from "../../storage/operation";
import type { OutboxJobSpec } from "../../storage/outboxJobs";
import { insertJobs } from "../../storage/statements";

export interface HoldConfirmation {
  bookingId: string;
  /** The hash of the booking address (server/screening/unconfirmedMail.ts): confirmed by this use of its link. */
  addressHash: string;
  /** The outbox jobs of a booking made at once (calendar, invitations, webhooks, Slack, reminder). */
  jobs: OutboxJobSpec[];
  /** The lead's jobs, should its message be held for the flood: confirming releases it. */
  releaseJobs?: OutboxJobSpec[];
  now: number;
  deliverUntil: number;
}

export type HoldConfirmResult =
  | { kind: "confirmed"; booking: StoredBooking }
  /** Confirmed before (a second tab, a repeated POST): nothing new. */
  | { kind: "alreadyConfirmed"; booking: StoredBooking }
  /** Not confirmed in time (or cancelled since): its slot was offered again. */
  | { kind: "lapsed"; booking: StoredBooking }
  | { kind: "unknown" };

/**
 * Confirms a hold in one transaction: it becomes a booking made at that moment, with the jobs
 * an immediate booking gets, under its "created" change; and its address counts as confirmed.
 */
export function* confirmHold(request: HoldConfirmation): Operation<HoldConfirmResult> {
  const booking = yield* bookingById(request.bookingId);
  if (!booking) return { kind: "unknown" };
  if (booking.status === "active" && booking.holdUntil === undefined) {
    yield* confirmAddress(request.addressHash, request.now);
    return { kind: "alreadyConfirmed", booking };
  }
  const updated = yield* sql(
    `UPDATE bookings SET hold_until = NULL, confirmed_at = ?, updated_at = ?
     WHERE id = ? AND status = 'active' AND hold_until > ?`,
    request.now,
    request.now,
    booking.id,
    request.now,
  );
  if (updated.changes === 0) return { kind: "lapsed", booking };
  const confirmed = yield* bookingById(booking.id);
  if (!confirmed) throw new Error(`booking ${booking.id} missing after its confirmation`);
  const change = yield* recordChange(confirmed, "created", null, confirmed, {
    by: "visitor",
    now: request.now,
  });
  const message = { id: confirmed.messageId, ...request };
  yield* insertJobs(message, request.jobs, change.id);
  yield* releaseFloodHeld(message, request.releaseJobs ?? []);
  yield* confirmAddress(request.addressHash, request.now);
  return { kind: "confirmed", booking: confirmed };
}
