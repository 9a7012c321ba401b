import pa11y from "pa11y";
import puppeteer, { type Browser } from "puppeteer";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { allPages } from "../../common/pagePaths";
import { baseURL } from "./support/browser";
import { chromiumArgs } from "./support/chromiumArgs";

// The second opinion beside axe: pa11y's HTML_CodeSniffer runner, WCAG 2 AA, as outside
// reviewers run it, at a desktop and a phone viewport.
const viewports = {
  desktop: { width: 1280, height: 1024 },
  mobile: { width: 390, height: 844, isMobile: true, deviceScaleFactor: 2 },
};

// One Chromium for every page and viewport (pa11y launched one per page: a second or more each).
let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: inject("chromiumPath"), args: chromiumArgs });
});
afterAll(() => browser?.close());

describe.each(Object.entries(viewports))(
  "pa11y (HTML_CodeSniffer, WCAG2AA) at %s",
  (_, viewport) => {
    it.each(allPages.map((entry) => [entry.path]))("%s has no errors", async (path) => {
      // A context of its own per page: nothing stored by one page's visit reaches the next.
      const context = await browser.createBrowserContext();
      const results = await pa11y(`${baseURL()}${path}`, {
        runners: ["htmlcs"],
        standard: "WCAG2AA",
        browser,
        page: await context.newPage(),
        viewport,
        // Checked as a visitor meets it: after React has taken over the prerendered page.
        actions: ["wait for element html[data-hydrated] to be added"],
        timeout: 45_000,
      }).finally(() => context.close());
      const errors = results.issues
        .filter((issue) => issue.type === "error")
        .map((issue) => `${issue.code}: ${issue.message} (${issue.selector})`);
      expect(errors).toEqual([]);
    });
  },
);
