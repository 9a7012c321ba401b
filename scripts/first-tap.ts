// `npm run first-tap`: how soon a tap works on a slow phone. Builds the site (unless --no-build),
// starts the real server on the production build and loads `/` and `/nl` in Chromium with Slow 4G
// (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), a CPU 4x slower and a 375 px viewport.
// From navigation start it taps the menu button, a feature card's toggle, or the cookie banner's
// Accept All, every 100 ms (a click at the control's centre, as a tap ends in one) until a tap
// works. It also notes when the banner is first on screen. Prints the median of 5 runs.
// A report, not a test: the figures depend on the machine's load.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { summarize, type TapRun } from "./firstTapSummary";
import { serveAndLaunch, slowPhonePage, slowPhoneViewport } from "./slowPhone";

const root = path.resolve(import.meta.dirname, "..");
const runsPerCase = Number(process.env.FIRST_TAP_RUNS ?? 5);
const tapEveryMs = 100;
const giveUpAfterMs = 15_000;

/** What the visitor taps, and how the page shows that the tap worked. */
const controls = {
  menu: {
    target: '[data-testid="menu-button"]',
    worked: () => document.querySelector('[data-testid="mobile-menu"]')?.checkVisibility() ?? false,
  },
  "feature card": {
    target: '[data-testid="feature-card"] :is(summary, button[aria-expanded])',
    worked: () => document.getElementById("feature-hub-detail")?.checkVisibility() ?? false,
  },
  "cookie banner Accept All": {
    // Accept All is the banner's last button (a selector that also finds it in builds from before
    // the banner was prerendered, for a comparison).
    target: '[data-testid="cookie-banner"] button:last-child',
    // Worked: the choice is stored and the banner is gone.
    worked: () =>
      Object.keys(localStorage).some((key) => key.endsWith("_cookie_consent")) &&
      !document.querySelector('[data-testid="cookie-banner"]')?.checkVisibility(),
  },
} as const;
type Control = keyof typeof controls;

/**
 * Notes, in page time, when the app has taken over and when the cookie banner was first on screen
 * (looked at on every change to the page and in every frame). A string, not a function: tsx wraps
 * named functions in a helper the page does not have.
 */
const watchMilestones = `
  const marks = { hydrated: null, banner: null };
  window.firstTapMarks = marks;
  const check = () => {
    if (marks.hydrated === null && document.documentElement.hasAttribute("data-hydrated"))
      marks.hydrated = performance.now();
    if (marks.banner === null && document.querySelector('[data-testid="cookie-banner"]')?.checkVisibility())
      marks.banner = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const frame = () => { check(); if (marks.banner === null) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
`;

const epochNow = () => performance.timeOrigin + performance.now();
const sleepUntil = (epoch: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, epoch - epochNow())));

/** Centre of the control in the viewport, scrolled into view the first time; null before it exists. */
async function findTarget(page: Page, selector: string) {
  return page
    .evaluate((selector) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      let box = element.getBoundingClientRect();
      if (box.bottom > window.innerHeight || box.top < 0) {
        element.scrollIntoView({ block: "center" });
        box = element.getBoundingClientRect();
      }
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }, selector)
    .catch(() => null); // the document is still being replaced
}

async function measure(browser: Browser, url: string, control: Control): Promise<TapRun> {
  const { target, worked } = controls[control];
  const context = await browser.newContext({ viewport: slowPhoneViewport });
  const page = await slowPhonePage(context);
  await page.addInitScript(watchMilestones);

  const start = epochNow();
  const navigation = page.goto(url, { waitUntil: "commit" });
  let tapAt: number | null = null;
  let taps = 0;
  for (let tick = 0; tapAt === null && tick * tapEveryMs < giveUpAfterMs; tick++) {
    await sleepUntil(start + tick * tapEveryMs);
    const point = await findTarget(page, target);
    if (!point) continue;
    const at = epochNow();
    await page.mouse.click(point.x, point.y);
    taps++;
    if (await page.evaluate(worked).catch(() => false)) tapAt = at;
  }
  await navigation;
  // The app and the banner may come after the tap that worked (a link or native control).
  await page
    .waitForFunction(
      () => {
        const { firstTapMarks } = window as unknown as { firstTapMarks: Record<string, unknown> };
        return firstTapMarks.hydrated !== null && firstTapMarks.banner !== null;
      },
      undefined,
      { timeout: giveUpAfterMs },
    )
    .catch(() => undefined);
  const timing = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? null,
    marks: (
      window as unknown as { firstTapMarks: { hydrated: number | null; banner: number | null } }
    ).firstTapMarks,
  }));
  await context.close();
  return {
    firstPaint: timing.firstPaint,
    hydrated: timing.marks.hydrated,
    banner: timing.marks.banner,
    firstWorkingTap: tapAt === null ? null : tapAt - timing.timeOrigin,
    deadTaps: tapAt === null ? taps : taps - 1,
  };
}

if (!process.argv.includes("--no-build")) {
  execFileSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
const { server, browser } = await serveAndLaunch(root);
const rows = [];
try {
  for (const pagePath of ["/", "/nl"]) {
    for (const control of Object.keys(controls) as Control[]) {
      const runs: TapRun[] = [];
      for (let run = 0; run < runsPerCase; run++) {
        runs.push(await measure(browser, `${server.baseURL}${pagePath}`, control));
      }
      console.error(`${pagePath} ${control}: ${JSON.stringify(runs)}`);
      rows.push({ pagePath, control, ...summarize(runs) });
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const ms = (value: number | null) => (value === null ? "never" : `${Math.round(value)} ms`);
console.log(
  `First working tap, median of ${runsPerCase} runs: Slow 4G, CPU 4x slower, 375 px wide, a tap every ${tapEveryMs} ms`,
);
console.table(
  rows.map((row) => ({
    page: row.pagePath,
    control: row.control,
    "first paint": ms(row.firstPaint),
    "first working tap": ms(row.firstWorkingTap),
    "tap - paint": ms(row.tapAfterPaint),
    "taps that did nothing": row.deadTaps,
    "app hydrated": ms(row.hydrated),
    "cookie banner": ms(row.banner),
    "banner - paint": ms(row.bannerAfterPaint),
    "within 100 ms of paint": row.onTarget ? "yes" : "no",
  })),
);
