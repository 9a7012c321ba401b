import { inject } from "vitest";
import { describe, expect, it } from "vitest";
import { allPages } from "../../common/pagePaths";
import { lighthouseRunTimeoutMs, runLighthouseWithRetry } from "../../scripts/lighthouseRun";
import { baseURL } from "./support/browser";

const attempts = 3;

// Accessibility, best practices and SEO are deterministic, so they are tested; performance
// depends on machine load and is reported by `npm run lighthouse` instead.
describe.each(allPages)("Lighthouse on $path", ({ path }) => {
  it(
    "scores 100 for accessibility, best practices and SEO",
    async () => {
      const result = await runLighthouseWithRetry(
        `${baseURL()}${path}`,
        inject("chromiumPath"),
        attempts,
      );
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
