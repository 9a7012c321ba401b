import { describe, expect, it } from "vitest";
import {
  comparePage,
  comparisonTable,
  peerDirFrom,
  roundOrder,
  runLcps,
  runsFrom,
} from "./peerComparison";

const run = (lcpMs: number, fcpMs = 800, tbtMs = 0) => ({ lcpMs, fcpMs, tbtMs });

describe("the arguments of the comparison with the reference", () => {
  it("takes the reference's folder from the flag first, else from the environment", () => {
    expect(peerDirFrom(["--peer-dir=/a"], { PERF_PEER_DIR: "/b" })).toBe("/a");
    expect(peerDirFrom([], { PERF_PEER_DIR: "/b" })).toBe("/b");
  });

  it("has no folder when none is named, so the run can say what it needs", () => {
    expect(peerDirFrom([], {})).toBeNull();
    expect(peerDirFrom(["--peer-dir="], { PERF_PEER_DIR: "" })).toBeNull();
  });

  it("makes 5 runs unless told otherwise, and refuses a count that is no count", () => {
    expect(runsFrom([], {})).toBe(5);
    expect(runsFrom([], { PERF_RUNS: "3" })).toBe(3);
    expect(runsFrom(["--runs=7"], { PERF_RUNS: "3" })).toBe(7);
    expect(() => runsFrom(["--runs=0"], {})).toThrow('not "0"');
    expect(() => runsFrom([], { PERF_RUNS: "many" })).toThrow('not "many"');
  });
});

describe("comparing a page with the reference", () => {
  it("lets each site go first in every other round", () => {
    expect([0, 1, 2].map(roundOrder)).toEqual([
      ["ours", "peer"],
      ["peer", "ours"],
      ["ours", "peer"],
    ]);
  });

  it("compares the medians, each timing its own, and gives our LCP over the peer's", () => {
    const comparison = comparePage("/", {
      ours: [run(1300, 900, 40), run(1000, 700, 10), run(1100, 800, 90)],
      peer: [run(900, 600), run(1000, 650), run(800, 500)],
    });
    expect(comparison.ours).toEqual({ lcpMs: 1100, fcpMs: 800, tbtMs: 40 });
    expect(comparison.peer).toEqual({ lcpMs: 900, fcpMs: 600, tbtMs: 0 });
    expect(comparison.lcpRatio).toBeCloseTo(1100 / 900);
  });

  it("prints a Markdown table with one row per page", () => {
    const table = comparisonTable([
      comparePage("/", { ours: [run(1054.4, 812.6, 12)], peer: [run(902, 790, 0)] }),
      comparePage("/contact", { ours: [run(904)], peer: [run(904)] }),
    ]);
    expect(table.split("\n")).toEqual([
      "| page | LCP ours | LCP peer | LCP ours/peer | FCP ours | FCP peer | TBT ours | TBT peer |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      "| `/` | 1054 ms | 902 ms | 1.17 | 813 ms | 790 ms | 12 ms | 0 ms |",
      "| `/contact` | 904 ms | 904 ms | 1.00 | 800 ms | 800 ms | 0 ms | 0 ms |",
    ]);
  });

  it("shows a timing no run produced as a dash rather than a number", () => {
    const table = comparisonTable([comparePage("/", { ours: [], peer: [run(900)] })]);
    expect(table.split("\n")[2]).toBe("| `/` | - | 900 ms | - | - | 800 ms | - | 0 ms |");
  });
});

describe("each run's LCP", () => {
  it("marks the runs whose site icon Lighthouse counted before the paint", () => {
    expect(
      runLcps([
        { lcpMs: 902.4, iconBeforePaint: true },
        { lcpMs: 751.6, iconBeforePaint: false },
      ]),
    ).toBe("902* 752");
  });
});
