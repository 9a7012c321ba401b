/** One page load of `npm run first-tap`, in ms after navigation start (null: never happened). */
export interface TapRun {
  firstPaint: number | null;
  hydrated: number | null;
  /** When the cookie banner was first on screen. */
  banner: number | null;
  firstWorkingTap: number | null;
  deadTaps: number;
}

export function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0 || known.length < values.length / 2) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1
    ? (known[middle] ?? null)
    : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2;
}

/** The medians of a set of runs; a tap is "in time" when it worked within `targetMs` of the paint. */
export function summarize(runs: TapRun[], targetMs = 100) {
  const gaps = runs.map((run) =>
    run.firstWorkingTap === null || run.firstPaint === null
      ? null
      : run.firstWorkingTap - run.firstPaint,
  );
  const gap = median(gaps);
  // A banner already in the HTML is there when the page first paints: 0, never less.
  const bannerGaps = runs.map((run) =>
    run.banner === null || run.firstPaint === null
      ? null
      : Math.max(0, run.banner - run.firstPaint),
  );
  return {
    firstPaint: median(runs.map((run) => run.firstPaint)),
    hydrated: median(runs.map((run) => run.hydrated)),
    banner: median(runs.map((run) => run.banner)),
    bannerAfterPaint: median(bannerGaps),
    firstWorkingTap: median(runs.map((run) => run.firstWorkingTap)),
    tapAfterPaint: gap,
    deadTaps: median(runs.map((run) => run.deadTaps)),
    onTarget: gap !== null && gap <= targetMs,
  };
}
