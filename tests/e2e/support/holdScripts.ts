import type { Page, Route } from "playwright-core";
import { expect } from "vitest";

/**
 * Holds back the page's own scripts until `release` is called, so the test can tap the
 * prerendered page while it is on screen and not yet hydrated.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/**/*.js", async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    /** At least one script asked for: the page has reached the point where it starts its app. */
    requested: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
