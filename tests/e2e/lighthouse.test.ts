import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { allPages } from "../../common/pagePaths";
import {
  launchLighthouseBrowser,
  lighthouseRunTimeoutMs,
  runLighthouseWithRetry,
  type LighthouseBrowser,
} from "../../scripts/lighthouseRun";
import { baseURL } from "./support/browser";

const attempts = 3;
let browser: LighthouseBrowser;

// One Chromium for every page's run (a launch each took a second or more on this machine).
beforeAll(async () => {
  browser = await launchLighthouseBrowser(inject("chromiumPath"));
});
afterAll(() => browser?.close());

// Accessibility, best practices and SEO are deterministic, so they are tested; performance
// depends on machine load and is reported by `npm run lighthouse` instead, so the test's runs
// leave its category out, and the report's screenshot of the page.
describe.each(allPages)("Lighthouse on $path", ({ path }) => {
  it(
    "scores 100 for accessibility, best practices and SEO",
    async () => {
      const result = await runLighthouseWithRetry(`${baseURL()}${path}`, inject("chromiumPath"), {
        attempts,
        categories: ["accessibility", "best-practices", "seo"],
        fullPageScreenshot: false,
        browser,
      });
      expect(result.failedAudits).toEqual([]);
      expect({
        accessibility: result.scores.accessibility,
        bestPractices: result.scores["best-practices"],
        seo: result.scores.seo,
      }).toEqual({ accessibility: 100, bestPractices: 100, seo: 100 });
      // Every attempt ends within its own limit, so the test never gives up on a run still going.
    },
    attempts * (lighthouseRunTimeoutMs + 10_000),
  );
});
