import type { MessageStore } from "../storage/messageStore";
import type { DeliveryWorker } from "./deliveryWorker";

/** What one run did and left, for the scheduler's log. */
export interface OutboxRunSummary {
  /** Deliveries claimed and attempted (sent, or recorded for a retry or as failed). */
  claimed: number;
  /** Messages past the retention period that this run deleted. */
  deleted: number;
  /** Messages still waiting for a delivery after the run (retries not yet due, or more than the run took). */
  pending: number;
  failed: number;
}

const day = 24 * 60 * 60 * 1000;

/**
 * What a run deletes: the shared records' and, by their own rules, the proofs' and the visit
 * counts' (their stores, handed in by the host).
 */
type RetentionStores = Pick<MessageStore, "deleteOlderThan"> & {
  purgeProofClaims(now: number): Promise<number>;
  deleteExpiredVisitCounts(now: number): Promise<number>;
};

// A run on a one-minute schedule stops starting new rounds after this long, so it ends well
// inside a function's timeout and before the next run starts; what is left waits for that run.
const roundsBudgetMs = 40_000;

/**
 * One pass over the outbox, for a scheduler (an EventBridge rule, cron): deletes what is past
 * retention (messages, the used proofs that expired, and visit counts older than 25 months), then
 * claims due deliveries round after round while rounds come back full, sends
 * them, records each outcome, and reports.
 */
export async function runOutboxOnce(
  storage: RetentionStores & Pick<MessageStore, "counts">,
  worker: DeliveryWorker,
  options: { batchSize: number; retentionDays: number; now?: () => number },
): Promise<OutboxRunSummary> {
  const now = options.now ?? Date.now;
  const started = now();
  const deleted = await storage.deleteOlderThan(started - options.retentionDays * day);
  await storage.purgeProofClaims(started);
  await storage.deleteExpiredVisitCounts(started);
  let claimed = 0;
  for (;;) {
    const round = await worker.deliverDue();
    claimed += round;
    if (round < options.batchSize || now() - started > roundsBudgetMs) break;
  }
  const { pending, failed } = await storage.counts();
  return { claimed, deleted, pending, failed };
}
