import { describe, expect, it } from "vitest";
import { medianRun, medianTimings, needsAnotherRun, runsToReport } from "./lighthouseRunChoice";

const run = (benchmarkIndex: number, performance = 100) => ({
  benchmarkIndex,
  scores: { performance },
});

describe("choosing the Lighthouse runs to report", () => {
  it("runs again until three runs were on a host fast enough for the simulated phone", () => {
    expect(needsAnotherRun([], 3, 9)).toBe(true);
    expect(needsAnotherRun([run(1200), run(187), run(1500)], 3, 9)).toBe(true);
    expect(needsAnotherRun([run(1200), run(187), run(1500), run(1000)], 3, 9)).toBe(false);
  });

  it("stops at the limit, however slow the host stays", () => {
    const slow = Array.from({ length: 9 }, () => run(400));
    expect(needsAnotherRun(slow.slice(0, 8), 3, 9)).toBe(true);
    expect(needsAnotherRun(slow, 3, 9)).toBe(false);
  });

  it("reports the runs on the fastest host moments, filling up with slow ones if it must", () => {
    const runs = [run(187, 75), run(1739, 100), run(868, 80), run(1007, 99), run(1623, 100)];
    expect(runsToReport(runs, 3).map((r) => r.benchmarkIndex)).toEqual([1739, 1623, 1007]);
    expect(runsToReport([run(400), run(187)], 3).map((r) => r.benchmarkIndex)).toEqual([400, 187]);
  });

  it("takes the run with the median performance score", () => {
    expect(medianRun([run(1100, 97), run(1200, 100), run(1300, 88)]).scores.performance).toBe(97);
    expect(() => medianRun([])).toThrow("no Lighthouse runs");
  });

  it("gives each timing its own median, whichever run has the median score", () => {
    const runs = [
      { fcpMs: 700, lcpMs: 905, tbtMs: 10 },
      { fcpMs: 690, lcpMs: 755, tbtMs: 80 },
      { fcpMs: 710, lcpMs: 760, tbtMs: 30 },
      { fcpMs: 650, lcpMs: 1055, tbtMs: 0 },
    ];
    expect(medianTimings(runs)).toEqual({ fcpMs: 695, lcpMs: 832.5, tbtMs: 20 });
    expect(medianTimings(runs.slice(0, 3))).toEqual({ fcpMs: 700, lcpMs: 760, tbtMs: 30 });
  });
});
