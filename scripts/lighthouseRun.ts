import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import type { Result } from "lighthouse";
import { chromiumArgs } from "../tests/e2e/support/chromiumArgs";
import { LighthouseProcess } from "./lighthouseProcess";

const categoryIds = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof categoryIds)[number];

export interface LighthouseSummary {
  url: string;
  /** 0-100 per category. */
  scores: Record<CategoryId, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  transferBytes: number;
  requests: number;
  /** Titles of failing audits in the non-performance categories, to say why a score is not 100. */
  failedAudits: string[];
  /**
   * Whether the site icon's response came before the largest paint in the page load Lighthouse
   * watched. Chromium asks for the icon when the page has loaded; here the first paint often comes
   * after that, and the simulation then counts the icon's request as one the paint waited for,
   * about 150 ms (docs/decisions/0113).
   */
  iconBeforePaint: boolean;
  /** Lighthouse's CPU benchmark of the machine it ran on (see lighthouseRunChoice). */
  benchmarkIndex: number;
  html: string;
}

/** A run takes 15 to 40 s here; one still going after this has stalled on a starved host. */
export const lighthouseRunTimeoutMs = 120_000;

/** A Chromium, and a Lighthouse process, that several runs share one after another (the test's pages). */
export interface LighthouseBrowser {
  port: () => number;
  lighthouse: LighthouseProcess;
  /** A fresh browser in place of one a failed run may have left in a bad state. */
  restart: () => Promise<void>;
  close: () => void;
}

const launchChrome = (chromePath: string) =>
  chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs] });

export async function launchLighthouseBrowser(chromePath: string): Promise<LighthouseBrowser> {
  let chrome = await launchChrome(chromePath);
  const lighthouse = new LighthouseProcess(lighthouseRunTimeoutMs);
  return {
    port: () => chrome.port,
    lighthouse,
    restart: async () => {
      chrome.kill();
      lighthouse.close();
      chrome = await launchChrome(chromePath);
    },
    close: () => {
      lighthouse.close();
      chrome.kill();
    },
  };
}

export interface LighthouseOptions {
  attempts?: number;
  /** The categories to run; a test that asserts no timing leaves performance out. */
  categories?: readonly CategoryId[];
  /** A shared browser; without one, each run starts and ends its own. */
  browser?: LighthouseBrowser;
  /** The report's picture of the whole page (seconds of work a test that reads only scores skips). */
  fullPageScreenshot?: boolean;
}

/**
 * Lighthouse now and then fails on a busy machine (no trace recorded, no paint seen, a DevTools
 * call timing out); such a run says nothing about the page, so it is tried again, for the report
 * and the test alike, in a fresh browser.
 */
export async function runLighthouseWithRetry(
  url: string,
  chromePath: string,
  { attempts = 3, browser, ...what }: LighthouseOptions = {},
): Promise<LighthouseSummary> {
  for (let attempt = 1; ; attempt++) {
    try {
      return browser
        ? await runLighthouse(url, browser.port(), browser.lighthouse, what)
        : await runInOwnBrowser(url, chromePath, what);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${String(error)}; retrying`);
      await browser?.restart();
    }
  }
}

type RunOptions = Pick<LighthouseOptions, "categories" | "fullPageScreenshot">;

async function runInOwnBrowser(
  url: string,
  chromePath: string,
  what: RunOptions,
): Promise<LighthouseSummary> {
  const chrome = await launchChrome(chromePath);
  const lighthouse = new LighthouseProcess(lighthouseRunTimeoutMs);
  try {
    return await runLighthouse(url, chrome.port, lighthouse, what);
  } finally {
    lighthouse.close();
    chrome.kill();
  }
}

/** One Lighthouse run with its default (mobile) settings in the Chromium on `port`. */
async function runLighthouse(
  url: string,
  port: number,
  lighthouse: LighthouseProcess,
  { categories = categoryIds, fullPageScreenshot = true }: RunOptions,
): Promise<LighthouseSummary> {
  const outputDir = await mkdtemp(path.join(os.tmpdir(), "lighthouse-"));
  try {
    const outputBase = path.join(outputDir, "run");
    await lighthouse.run({ url, port, categories, fullPageScreenshot, outputBase });
    const lhr = JSON.parse(await readFile(`${outputBase}.report.json`, "utf8")) as Result;
    return summarize(url, lhr, await readFile(`${outputBase}.report.html`, "utf8"));
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

const tableItems = (lhr: Result, id: string): Record<string, unknown>[] => {
  const details = lhr.audits[id]?.details;
  return details && "items" in details ? (details.items as Record<string, unknown>[]) : [];
};

function iconBeforePaint(lhr: Result): boolean {
  const observedPaint = Number(tableItems(lhr, "metrics")[0]?.observedLargestContentfulPaint);
  return tableItems(lhr, "network-requests").some(
    (request) =>
      /\/(favicon[^/]*|apple-touch-icon[^/]*)$/.test(String(request.url)) &&
      Number(request.networkEndTime) <= observedPaint,
  );
}

function summarize(url: string, lhr: Result, html: string): LighthouseSummary {
  const scores = Object.fromEntries(
    categoryIds.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<CategoryId, number>;
  const failedAudits = categoryIds
    .filter((id) => id !== "performance")
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit?.id}: ${audit?.title}`);
  const requests = lhr.audits["network-requests"]?.details;
  return {
    iconBeforePaint: iconBeforePaint(lhr),
    url,
    scores,
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    speedIndexMs: numeric(lhr, "speed-index"),
    transferBytes: numeric(lhr, "total-byte-weight"),
    requests: requests && "items" in requests ? requests.items.length : Number.NaN,
    failedAudits,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    html,
  };
}
