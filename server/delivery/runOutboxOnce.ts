import type { Logger } from "../logger";
import type { MessageStore } from "../storage/messageStore";
import type { DeliveryWorker } from "./deliveryWorker";
import type { RetentionSweep } from "./retention";

/** What one run did and left, for the scheduler's log. */
export interface OutboxRunSummary {
  /** Deliveries claimed and attempted (sent, or recorded for a retry or as failed). */
  claimed: number;
  /** Rows past their retention that this run's sweeps deleted (messages, proofs, counts, the team's jobs). */
  deleted: number;
  /** Messages still waiting for a delivery after the run (retries not yet due, or more than the run took). */
  pending: number;
  failed: number;
}

// A run on a one-minute schedule stops starting new rounds after this long, so it ends well
// inside a function's timeout and before the next run starts; what is left waits for that run.
const roundsBudgetMs = 40_000;

/**
 * One pass over the outbox, for a scheduler (an EventBridge rule, cron): runs the host's
 * registered retention sweeps (every feature's, as a long-lived server runs them daily), then
 * claims due deliveries round after round while rounds come back full, sends them, records each
 * outcome, and reports.
 */
export async function runOutboxOnce(
  messages: Pick<MessageStore, "counts">,
  worker: DeliveryWorker,
  options: { sweeps: RetentionSweep[]; batchSize: number; logger: Logger; now?: () => number },
): Promise<OutboxRunSummary> {
  const now = options.now ?? Date.now;
  const started = now();
  let deleted = 0;
  for (const sweep of options.sweeps) deleted += await sweep(started, options.logger);
  let claimed = 0;
  for (;;) {
    const round = await worker.deliverDue();
    claimed += round;
    if (round < options.batchSize || now() - started > roundsBudgetMs) break;
  }
  const { pending, failed } = await messages.counts();
  return { claimed, deleted, pending, failed };
}
