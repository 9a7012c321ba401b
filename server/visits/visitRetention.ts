import type { RetentionSweep } from "../delivery/retention";
import type { Storage } from "../storage/storage";
import { oldestKeptVisitDay } from "../storage/visitCounts";

/** Retention: visit counts older than 25 months (storage/visitCounts.ts says from which day). */
export const visitRetention =
  (storage: Pick<Storage, "deleteVisitCountsBefore">): RetentionSweep =>
  async (now, logger) => {
    const counts = await storage.deleteVisitCountsBefore(oldestKeptVisitDay(now));
    if (counts > 0) logger.info({ deleted: counts }, "retention: old visit counts deleted");
  };
