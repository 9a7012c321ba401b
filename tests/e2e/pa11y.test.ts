import pa11y from "pa11y";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { allPages } from "../../common/pagePaths";
import { baseURL } from "./support/browser";
import { chromiumArgs } from "./support/chromiumArgs";

// The second opinion beside axe: pa11y's HTML_CodeSniffer runner, WCAG 2 AA, as outside
// reviewers run it, at a desktop and a phone viewport.
const viewports = {
  desktop: { width: 1280, height: 1024 },
  mobile: { width: 390, height: 844, isMobile: true, deviceScaleFactor: 2 },
};

describe.each(Object.entries(viewports))(
  "pa11y (HTML_CodeSniffer, WCAG2AA) at %s",
  (_, viewport) => {
    it.each(allPages.map((entry) => [entry.path]))("%s has no errors", async (path) => {
      const results = await pa11y(`${baseURL()}${path}`, {
        runners: ["htmlcs"],
        standard: "WCAG2AA",
        chromeLaunchConfig: { executablePath: inject("chromiumPath"), args: chromiumArgs },
        viewport,
        // Checked as a visitor meets it: after React has taken over the prerendered page.
        actions: ["wait for element html[data-hydrated] to be added"],
        timeout: 45_000,
      });
      const errors = results.issues
        .filter((issue) => issue.type === "error")
        .map((issue) => `${issue.code}: ${issue.message} (${issue.selector})`);
      expect(errors).toEqual([]);
    });
  },
);
