/**
 * Which Lighthouse runs the report shows. Lighthouse simulates a phone as this machine's CPU slowed
 * down 4×, which only holds on a host that scores 1000 or more on its CPU benchmark; below that,
 * Lighthouse itself warns that the performance score suffers. On a shared host the index swings
 * run to run (187 to 1739 within one report), so a run on a slow moment is repeated rather than
 * reported, up to a limit.
 */

import { median } from "./firstTapSummary";

/** Lighthouse's own threshold for its "slower CPU than Lighthouse expects" warning. */
export const slowHostBenchmarkIndex = 1000;

export interface BenchmarkedRun {
  benchmarkIndex: number;
  scores: { performance: number };
}

const onFastHost = (run: BenchmarkedRun) => run.benchmarkIndex >= slowHostBenchmarkIndex;

/** Another run is due until `wanted` runs were on a fast enough host, or `maxRuns` were made. */
export function needsAnotherRun(runs: BenchmarkedRun[], wanted: number, maxRuns: number): boolean {
  return runs.length < maxRuns && runs.filter(onFastHost).length < wanted;
}

/** The `wanted` runs made on the fastest host moments, slow-host runs only to fill a shortfall. */
export function runsToReport<Run extends BenchmarkedRun>(runs: Run[], wanted: number): Run[] {
  return [...runs].sort((a, b) => b.benchmarkIndex - a.benchmarkIndex).slice(0, wanted);
}

/** The run with the median performance score, as Lighthouse recommends for repeated runs. */
export function medianRun<Run extends BenchmarkedRun>(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("no Lighthouse runs");
  return median;
}

export interface TimedRun {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/** Each timing's own median over the runs: a run with the median score can have any of them. */
export function medianTimings(runs: TimedRun[]): TimedRun {
  const medianOf = (values: number[]) => median(values) ?? Number.NaN;
  return {
    fcpMs: medianOf(runs.map((run) => run.fcpMs)),
    lcpMs: medianOf(runs.map((run) => run.lcpMs)),
    tbtMs: medianOf(runs.map((run) => run.tbtMs)),
  };
}
