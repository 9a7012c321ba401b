/**
 * The pure parts of `npm run perf:peer`: its arguments, the order of the runs, the medians and
 * what it prints.
 */
import { medianTimings, type TimedRun } from "./lighthouseRunChoice";

export type Site = "ours" | "peer";

export const missingPeerDirMessage =
  "npm run perf:peer needs the folder of the reference: a static build of the same pages.\n" +
  "  npm run perf:peer -- --peer-dir=<folder>   (or PERF_PEER_DIR=<folder>)";

const flagValue = (argv: string[], name: string) =>
  argv.find((entry) => entry.startsWith(`--${name}=`))?.slice(name.length + 3);

/** `--peer-dir=<folder>`, else PERF_PEER_DIR; null when neither names one. */
export function peerDirFrom(
  argv: string[],
  env: Record<string, string | undefined>,
): string | null {
  return flagValue(argv, "peer-dir") || env.PERF_PEER_DIR || null;
}

/** `--runs=<n>`, else PERF_RUNS, else 5: the runs per page and site. */
export function runsFrom(argv: string[], env: Record<string, string | undefined>): number {
  const given = flagValue(argv, "runs") ?? env.PERF_RUNS ?? "5";
  const runs = Number(given);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`The runs per page must be a whole number of 1 or more, not "${given}"`);
  }
  return runs;
}

/**
 * Which site is measured first in a round. Taking turns cancels what going first or second does
 * (a machine warming up or getting busier), which would otherwise land on one side of the ratio.
 */
export function roundOrder(round: number): Site[] {
  return round % 2 === 0 ? ["ours", "peer"] : ["peer", "ours"];
}

export interface PageComparison {
  page: string;
  ours: TimedRun;
  peer: TimedRun;
  /** Our LCP over the peer's: 1.00 is as fast, above is slower. */
  lcpRatio: number;
}

/** Each timing's own median for both sites, and their LCP ratio. */
export function comparePage(page: string, runs: Record<Site, TimedRun[]>): PageComparison {
  const ours = medianTimings(runs.ours);
  const peer = medianTimings(runs.peer);
  return { page, ours, peer, lcpRatio: ours.lcpMs / peer.lcpMs };
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "-");
const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "-");

/** A Markdown table, to paste as it is into a note. */
export function comparisonTable(rows: PageComparison[]): string {
  const header = [
    "page",
    "LCP ours",
    "LCP peer",
    "LCP ours/peer",
    "FCP ours",
    "FCP peer",
    "TBT ours",
    "TBT peer",
  ];
  const cells = rows.map((row) => [
    `\`${row.page}\``,
    ms(row.ours.lcpMs),
    ms(row.peer.lcpMs),
    ratio(row.lcpRatio),
    ms(row.ours.fcpMs),
    ms(row.peer.fcpMs),
    ms(row.ours.tbtMs),
    ms(row.peer.tbtMs),
  ]);
  const line = (values: string[]) => `| ${values.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...cells.map(line)].join("\n");
}

/** One run's LCP, and whether the site icon's request ended before the paint Lighthouse watched. */
export interface IconTimedRun {
  lcpMs: number;
  iconBeforePaint: boolean;
}

/**
 * Each run's LCP, a `*` after those whose site icon ended before the watched paint: Lighthouse's
 * simulation then counts a new connection for the icon, about 150 ms (docs/decisions/0113, 0123).
 * It is what splits either site's runs into two groups.
 */
export const runLcps = (runs: readonly IconTimedRun[]) =>
  runs.map((run) => `${Math.round(run.lcpMs)}${run.iconBeforePaint ? "*" : ""}`).join(" ");
