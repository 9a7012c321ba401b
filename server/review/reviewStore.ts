import type { OutboxJobSpec } from "../storage/outboxJobs";
import type { Storage } from "../storage/storage";
import { releaseHeld, type ReleaseOffer, type ReleaseResult } from "./heldMessages";

/** What review writes: a held message let through. */
export interface ReviewStore {
  /**
   * Operator: a held message gets `jobs` (delivered as usual from now) and the `offer` when given
   * (unless a mail cap refuses it); any other message is left alone.
   */
  release(
    id: string,
    jobs: OutboxJobSpec[],
    now: number,
    deliverUntil: number,
    offer?: ReleaseOffer,
  ): Promise<ReleaseResult>;
}

export const reviewStore = (engine: Storage): ReviewStore => ({
  release: (id, jobs, now, deliverUntil, offer) =>
    engine.transaction(releaseHeld(id, jobs, now, deliverUntil, offer)),
});
