import { describe, expect, it } from "vitest";
import { median, summarize, type TapRun } from "./firstTapSummary";

const run = (
  firstPaint: number,
  firstWorkingTap: number | null,
  deadTaps = 0,
  banner: number | null = null,
): TapRun => ({
  firstPaint,
  hydrated: null,
  banner,
  firstWorkingTap,
  deadTaps,
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([900, 700, 800])).toBe(800);
    expect(median([400, 100, 300, 200])).toBe(250);
  });

  it("skips runs where the event never happened, unless they are the majority", () => {
    expect(median([700, null, 900])).toBe(800);
    expect(median([700, null, null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe("summarize", () => {
  it("measures the first working tap from the first paint and checks it against the target", () => {
    const summary = summarize([run(700, 780), run(800, 900), run(650, 2200, 15)]);
    expect(summary.tapAfterPaint).toBe(100);
    expect(summary.onTarget).toBe(true);
    expect(summary.deadTaps).toBe(0);
  });

  it("misses the target when taps keep failing long after the paint", () => {
    const summary = summarize([run(700, 2100, 6), run(800, 2300, 5), run(650, 2200, 6)]);
    expect(summary.tapAfterPaint).toBe(1500);
    expect(summary.onTarget).toBe(false);
    expect(summary.deadTaps).toBe(6);
  });

  it("counts a banner on screen at the first paint as 0 ms after it, and a later one by its delay", () => {
    expect(summarize([run(700, 780, 0, 650), run(800, 900, 0, 790)]).bannerAfterPaint).toBe(0);
    expect(summarize([run(700, 780, 0, 3500), run(800, 900, 0, 3600)]).bannerAfterPaint).toBe(2800);
  });
});
