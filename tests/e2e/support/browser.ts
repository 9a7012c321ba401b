import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContextOptions, type Locator, type Page } from "playwright-core";
import { inject } from "vitest";
import type { Lang } from "../../../common/i18n/lang";
import { repoRoot } from "./testBuild";

export const baseURL = () => inject("baseURL");

const artifactsDir = path.join(repoRoot, "test-results");

export { fileBrowser } from "./workerBrowser";

export interface WatchedPage {
  page: Page;
  /** console.error messages, uncaught exceptions and failed subresources: a clean page has none. */
  errors: string[];
  close: () => Promise<void>;
}

export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    // Chromium logs every HTTP error status as "Failed to load resource"; those are
    // recorded below with their URL instead, and a 404 document is expected on purpose.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest()) {
      errors.push(`HTTP ${response.status()} for ${response.url()}`);
    }
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return { page, errors, close: () => context.close() };
}

/** The root marks <html data-hydrated> once React has taken over the prerendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/**
 * Where the element's top sits in the viewport once the page has stopped moving (300 ms without
 * a change), so a scroll that overshoots cannot pass a check on its way through.
 */
export async function settledTop(locator: Locator): Promise<number> {
  return locator.evaluate(async (element) => {
    let top = element.getBoundingClientRect().top;
    let since = performance.now();
    for (;;) {
      await new Promise(requestAnimationFrame);
      const now = element.getBoundingClientRect().top;
      if (now !== top) [top, since] = [now, performance.now()];
      else if (performance.now() - since > 300) return top;
    }
  });
}

export function artifactPath(name: string): string {
  mkdirSync(artifactsDir, { recursive: true });
  return path.join(artifactsDir, name);
}

/** The header's (or the menu's) link to the page in `target`, one per language but the page's own. */
export function languageLink(scope: Page | Locator, target: Lang): Locator {
  return scope.locator(`[data-testid="language-toggle"][hreflang="${target}"]`);
}
