import { Temporal } from "temporal-polyfill";
import type { Migration } from "../storage/migration";
import { changes, sql, value, type Operation } from "../storage/operation";

/**
 * The anonymous visit counts (docs/decisions/0850-anonymous-visit-counts.md): one row per day,
 * page and language with a count, and nothing else, so a row can never be joined to a lead.
 */
export interface VisitCount {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  /** The route (`/contact`), `/contact/sent`, or `not-found` for every unknown path. */
  page: string;
  lang: string;
  count: number;
}

export type CountedVisit = Omit<VisitCount, "count">;

/** Counts are kept this many months; the retention run deletes older days. */
const visitCountMonths = 25;

/**
 * A row stops growing at this count: whoever replays the beacon from one address can inflate a
 * day's page by this much at most, and the table by no row (the pages are a closed list).
 */
export const dailyVisitCap = 20_000;

/** Visits' step of the schema, the only table they touch (one global order of versions). */
export const visitMigrations: Migration[] = [
  {
    version: 15,
    sql: () => `CREATE TABLE visit_counts (
       day TEXT NOT NULL,
       page TEXT NOT NULL,
       lang TEXT NOT NULL,
       count INTEGER NOT NULL,
       PRIMARY KEY (day, page, lang)
     );`,
  },
];

/** The UTC day of an instant, as the counts store it. */
export const visitDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** The first day the retention keeps at `now`: the same date 25 months back (UTC). */
export function oldestKeptVisitDay(now: number): string {
  return Temporal.PlainDate.from(visitDay(now)).subtract({ months: visitCountMonths }).toString();
}

export const countVisit = ({ day, page, lang }: CountedVisit): Operation<number> =>
  changes(
    sql(
      `INSERT INTO visit_counts (day, page, lang, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (day, page, lang) DO UPDATE SET count = visit_counts.count + 1
       WHERE visit_counts.count < ?`,
      day,
      page,
      lang,
      dailyVisitCap,
    ),
  );

/** The rows of the days from `from` to `to`, both included, in day, page and language order. */
export const visitCounts = (from: string, to: string): Operation<VisitCount[]> =>
  value(
    sql<{ day: string; page: string; lang: string; count: number | string }>(
      `SELECT day, page, lang, count FROM visit_counts WHERE day >= ? AND day <= ?
       ORDER BY day, page, lang`,
      from,
      to,
    ),
    (rows) => rows.map((row) => ({ ...row, count: Number(row.count) })),
  );

export const deleteVisitCountsBefore = (day: string): Operation<number> =>
  changes(sql("DELETE FROM visit_counts WHERE day < ?", day));
