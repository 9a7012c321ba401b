import type { Logger } from "../logger";
import type { MessageStore } from "../storage/messageStore";

/**
 * What the sweep deletes: the shared records' and, by their own rules, the proofs' and the visit
 * counts' (their stores, handed in by the host).
 */
export type RetentionStores = Pick<MessageStore, "deleteOlderThan" | "deleteSettledTeamJobs"> & {
  purgeProofClaims(now: number): Promise<number>;
  deleteExpiredVisitCounts(now: number): Promise<number>;
};

const day = 24 * 60 * 60 * 1000;
/** Settled team jobs (a digest, an hour's held summary: 24 a day) are kept this long. */
const teamJobDays = 90;

/**
 * Deletes what is past its retention now and then once a day: messages older than the retention
 * period, the used proofs that can no longer be replayed (expired), visit counts older than
 * 25 months, and the team's settled jobs after 90 days.
 */
export function startRetention(
  storage: RetentionStores,
  retentionDays: number,
  logger: Logger,
  now: () => number = Date.now,
): { done: Promise<void>; stop: () => void } {
  const sweep = async () => {
    try {
      const deleted = await storage.deleteOlderThan(now() - retentionDays * day);
      if (deleted > 0) logger.info({ deleted, retentionDays }, "retention: old messages deleted");
      await storage.purgeProofClaims(now());
      const counts = await storage.deleteExpiredVisitCounts(now());
      if (counts > 0) logger.info({ deleted: counts }, "retention: old visit counts deleted");
      await storage.deleteSettledTeamJobs(now() - teamJobDays * day);
    } catch (error) {
      logger.error({ err: String(error) }, "retention: sweep failed, will try again tomorrow");
    }
  };
  const timer = setInterval(sweep, day);
  timer.unref();
  return { done: sweep(), stop: () => clearInterval(timer) };
}
