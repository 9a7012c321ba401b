import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs } from "../tests/e2e/support/chromiumArgs";

export const categoryIds = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof categoryIds)[number];

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
  /** Lighthouse's CPU benchmark of the machine it ran on (see lighthouseRunChoice). */
  benchmarkIndex: number;
  html: string;
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART); such a run
 * says nothing about the page, so it is tried again, for the report and the test alike.
 */
export async function runLighthouseWithRetry(
  url: string,
  chromePath: string,
  attempts = 3,
): Promise<LighthouseSummary> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, chromePath);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${url}: ${String(error)}; retrying`);
    }
  }
}

/** One Lighthouse run with its default (mobile) settings in the given Chromium. */
export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseSummary> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "html",
      logLevel: "error",
      onlyCategories: [...categoryIds],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
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
      html: Array.isArray(result.report) ? (result.report[0] ?? "") : result.report,
    };
  } finally {
    chrome.kill();
  }
}
