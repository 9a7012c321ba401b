// `npm run paint-timings -- --site-dir=<dir>`: when text and the largest element paint on the
// simulated slow phone (Slow 4G, a CPU 4x slower, 375 px), in a real Chromium trace rather than
// Lighthouse's simulation. Serves a build (default: build/client) with the real server, loads each
// page 5 times (a fresh profile each time, as a first visit) and prints the medians of first
// paint, first contentful paint and largest contentful paint, the largest element, and the
// font the heading was drawn in. A report, not a test: the figures depend on the machine's load.
import path from "node:path";
import type { Browser } from "playwright-core";
import { median } from "./firstTapSummary";
import { serveAndLaunch, slowPhonePage, slowPhoneViewport } from "./slowPhone";

const root = path.resolve(import.meta.dirname, "..");
const runs = Number(process.env.PAINT_RUNS ?? 5);
const pages = ["/", "/nl", "/contact"];

/** Collects the paint entries in the page; a string, as tsx wraps functions in a helper. */
const watchPaints = `
  window.paints = { lcp: null, lcpElement: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.paints.lcp = entry.startTime;
      window.paints.lcpElement = entry.element ? entry.element.tagName.toLowerCase() + (entry.element.id ? "#" + entry.element.id : "") : entry.url;
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
`;

async function load(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: slowPhoneViewport });
  const page = await slowPhonePage(context);
  await page.addInitScript(watchPaints);
  await page.goto(url, { waitUntil: "load" });
  // Largest paints are final once the page has loaded and a frame or two followed.
  await page.waitForTimeout(500);
  const result = (await page.evaluate(`({
    firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? null,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    lcp: window.paints.lcp,
    lcpElement: window.paints.lcpElement,
  })`)) as {
    firstPaint: number | null;
    fcp: number | null;
    lcp: number | null;
    lcpElement: string;
  };
  const cdp = await context.newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root: documentNode } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: documentNode.nodeId,
    selector: "h1",
  });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await context.close();
  // The font the heading's glyphs were drawn with, as Chromium reports it.
  return { ...result, headingFont: fonts.map((font) => font.familyName).join(", ") };
}

const { server, browser } = await serveAndLaunch(root);
const rows = [];
try {
  for (const pagePath of pages) {
    const results = [];
    for (let run = 0; run < runs; run++)
      results.push(await load(browser, `${server.baseURL}${pagePath}`));
    const ms = (values: (number | null)[]) => {
      const value = median(values);
      return value === null ? "never" : `${Math.round(value)} ms`;
    };
    rows.push({
      page: pagePath,
      "first paint": ms(results.map((result) => result.firstPaint)),
      FCP: ms(results.map((result) => result.fcp)),
      LCP: ms(results.map((result) => result.lcp)),
      "LCP element": [...new Set(results.map((result) => result.lcpElement))].join(", "),
      "heading drawn in": [...new Set(results.map((result) => result.headingFont))].join(" | "),
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Paint timings, median of ${runs} first visits: Slow 4G, CPU 4x slower, 375 px wide`);
console.table(rows);
