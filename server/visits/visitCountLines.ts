import type { VisitCount } from "./visitCountStatements";
import type { VisitStore } from "./visitStore";

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
  storage: Pick<VisitStore, "visitCounts">,
  days: { from: string; to: string },
  json: boolean,
): Promise<number> {
  const rows = await storage.visitCounts(days.from, days.to);
  console.log(json ? JSON.stringify(rows, null, 2) : lines(rows).join("\n"));
  return 0;
}
