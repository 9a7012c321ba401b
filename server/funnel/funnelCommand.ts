import { funnelReport, type FunnelGrouping, type FunnelReport } from "./funnel";
import type { FunnelStore } from "./funnelStore";
import { figureCells, funnelFormat, funnelTable } from "./funnelTable";

const day = 24 * 60 * 60 * 1000;

/** The report as the operator reads it: one column for the total, then one per group. */
function funnelText(report: FunnelReport): string {
  const format = funnelFormat("en");
  const columns = [
    { heading: format.t("total"), cells: figureCells(report.total, format) },
    ...report.groups.map((group) => ({
      heading: group.key,
      cells: figureCells(group.figures, format),
    })),
  ];
  const by = report.by ? `, by ${report.by}` : "";
  return [
    `Funnel ${report.from} to ${report.to} (UTC days, both included)${by}`,
    "",
    ...funnelTable(columns, format),
  ].join("\n");
}

/** `leads funnel --from DAY --to DAY [--by week|lang|source|standard] [--json]`. */
export async function printFunnel(
  storage: Pick<FunnelStore, "funnelFacts">,
  command: { from: string; to: string; by?: FunnelGrouping; json: boolean },
  now = Date.now(),
): Promise<number> {
  const from = Date.parse(`${command.from}T00:00:00Z`);
  const to = Date.parse(`${command.to}T00:00:00Z`) + day;
  const facts = await storage.funnelFacts({
    from,
    to,
    fromDay: command.from,
    toDay: command.to,
  });
  const report = funnelReport(facts, { ...command, now });
  console.log(command.json ? JSON.stringify(report, null, 2) : funnelText(report));
  return 0;
}
