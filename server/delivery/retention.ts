import type { Logger } from "../logger";
import type { MessageStore } from "../storage/messageStore";

const day = 24 * 60 * 60 * 1000;
/** Settled team jobs (a digest, an hour's held summary: 24 a day) are kept this long. */
const teamJobDays = 90;

/**
 * One feature's deletion of what is past its retention at `now`: it logs what it deleted and
 * answers how many rows.
 */
export type RetentionSweep = (now: number, logger: Logger) => Promise<number>;

/** The outbox's own: the team's settled jobs (of no message) after 90 days. */
export const teamJobsRetention =
  (messages: Pick<MessageStore, "deleteSettledTeamJobs">): RetentionSweep =>
  async (now, logger) => {
    const deleted = await messages.deleteSettledTeamJobs(now - teamJobDays * day);
    if (deleted > 0) logger.info({ deleted }, "retention: the team's old settled jobs deleted");
    return deleted;
  };

/**
 * Runs every feature's sweep now and then once a day, for a long-lived host (each feature says
 * what it keeps how long: the host hands them in). A failed sweep is tried again the next day.
 */
export function startRetention(
  sweeps: RetentionSweep[],
  logger: Logger,
  now: () => number = Date.now,
): { done: Promise<void>; stop: () => void } {
  const sweep = async () => {
    try {
      for (const featureSweep of sweeps) await featureSweep(now(), logger);
    } catch (error) {
      logger.error({ err: String(error) }, "retention: sweep failed, will try again tomorrow");
    }
  };
  const timer = setInterval(sweep, day);
  timer.unref();
  return { done: sweep(), stop: () => clearInterval(timer) };
}
