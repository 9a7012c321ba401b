import type { Logger } from "../logger";
import type { Storage } from "../storage/storage";

const day = 24 * 60 * 60 * 1000;

/**
 * Deletes messages older than the retention period, and the used proofs that can no longer be
 * replayed (expired), now and then once a day.
 */
export function startRetention(
  storage: Storage,
  retentionDays: number,
  logger: Logger,
  now: () => number = Date.now,
): { done: Promise<void>; stop: () => void } {
  const sweep = async () => {
    try {
      const deleted = await storage.deleteOlderThan(now() - retentionDays * day);
      if (deleted > 0) logger.info({ deleted, retentionDays }, "retention: old messages deleted");
      await storage.purgeProofClaims(now());
    } catch (error) {
      logger.error({ err: String(error) }, "retention: sweep failed, will try again tomorrow");
    }
  };
  const timer = setInterval(sweep, day);
  timer.unref();
  return { done: sweep(), stop: () => clearInterval(timer) };
}
