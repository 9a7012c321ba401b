import type { OutboxJobSpec } from "../storage/outboxJobs";
import { releaseHeld, type BookingOffer, type ReleaseResult } from "../storage/heldMessages";
import type { Storage } from "../storage/storage";

/** What review writes: a held message let through. */
export interface ReviewStore {
  /**
   * Operator: a held message gets `jobs` (delivered as usual from now) and the booking `offer`
   * when given (unless a mail cap refuses it); any other message is left alone.
   */
  release(
    id: string,
    jobs: OutboxJobSpec[],
    now: number,
    deliverUntil: number,
    offer?: BookingOffer,
  ): Promise<ReleaseResult>;
}

export const reviewStore = (storage: Storage): ReviewStore => ({
  release: (id, jobs, now, deliverUntil, offer) =>
    storage.transaction(releaseHeld(id, jobs, now, deliverUntil, offer)),
});
