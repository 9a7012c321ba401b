import type { RetentionSweep } from "../delivery/retention";
import type { VisitStore } from "./visitStore";

/** Retention: visit counts older than 25 months (the visit store says from which day). */
export const visitRetention =
  (storage: Pick<VisitStore, "deleteExpiredVisitCounts">): RetentionSweep =>
  async (now, logger) => {
    const counts = await storage.deleteExpiredVisitCounts(now);
    if (counts > 0) logger.info({ deleted: counts }, "retention: old visit counts deleted");
    return counts;
  };
