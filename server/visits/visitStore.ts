import type { Storage } from "../storage/storage";
import {
  countVisit,
  deleteVisitCountsBefore,
  oldestKeptVisitDay,
  visitCounts,
  type CountedVisit,
  type VisitCount,
} from "./visitCountStatements";

/** What the visit counts keep (docs/decisions/0850-anonymous-visit-counts.md). */
export interface VisitStore {
  /** Adds one to the day's count of a page in a language (up to the daily cap). */
  countVisit(visit: CountedVisit): Promise<void>;
  /** The visit counts of the days from `from` to `to` (`YYYY-MM-DD`, both included). */
  visitCounts(from: string, to: string): Promise<VisitCount[]>;
  /** Retention: deletes the counts of the days past their 25 months at `now`; returns how many rows. */
  deleteExpiredVisitCounts(now: number): Promise<number>;
}

export const visitStore = (engine: Storage): VisitStore => ({
  /** Bookkeeping: a count lost to a power cut is not worth a visitor's fsync. */
  countVisit: async (visit) => {
    await engine.commit(countVisit(visit), true);
  },
  visitCounts: (from, to) => engine.run(visitCounts(from, to)),
  deleteExpiredVisitCounts: (now) => engine.run(deleteVisitCountsBefore(oldestKeptVisitDay(now))),
});
