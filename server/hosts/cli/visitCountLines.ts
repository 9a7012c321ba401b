import type { Stores } from "../stores";
import type { VisitCount } from "../../visits/visitCountStatements";

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !isNaN(Date.parse(value));

/** A command's `--from` and `--to` days (UTC, both included), or what is wrong with them. */
export function dayRange(
  command: string,
  from: string | undefined,
  to: string | undefined,
): { from: string; to: string } | { error: string } {
  if (!from || !to || !isDay(from) || !isDay(to)) {
    return {
      error: `${command} needs --from and --to as days, e.g. --from 2027-03-01 --to 2027-03-31`,
    };
  }
  if (from > to) return { error: `--from ${from} is after --to ${to}` };
  return { from, to };
}

function lines(rows: VisitCount[]): string[] {
  const pageWidth = Math.max(4, ...rows.map((row) => row.page.length));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return [
    `day         ${"page".padEnd(pageWidth)}  lang  count`,
    ...rows.map(
      (row) =>
        `${row.day}  ${row.page.padEnd(pageWidth)}  ${row.lang.padEnd(4)}  ${String(row.count).padStart(5)}`,
    ),
    `${rows.length} rows, ${total} views`,
  ];
}

/** `leads visits --from DAY --to DAY [--json]`: the anonymous visit counts of those days (UTC). */
export async function printVisitCounts(
  storage: Stores,
  days: { from: string; to: string },
  json: boolean,
): Promise<number> {
  const rows = await storage.visitCounts(days.from, days.to);
  console.log(json ? JSON.stringify(rows, null, 2) : lines(rows).join("\n"));
  return 0;
}
