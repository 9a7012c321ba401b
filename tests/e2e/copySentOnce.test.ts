import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAssets } from "../../build-tools/pageAssets";
import landingCopy from "@content/pages/home.json";
import seoCopy from "@content/site/seo.json";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { testSiteDir } from "./support/testBuild";

// Issue 45 (docs/decisions/0114-copy-sent-once.md, 0116): the landing page's texts reach the
// browser in its HTML and nowhere else; the page comes to life without the router and keeps them
// on screen and its links working.
let browser: Browser;
beforeAll(async () => {
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser.close();
});

const htmlText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
/** Every text of a content file's language, its lists' items included. */
const textsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(textsIn)
      : [];

describe.each([
  { lang: "en" as const, file: "index.html" },
  { lang: "nl" as const, file: "nl/index.html" },
])("home ($lang)", ({ lang, file }) => {
  const html = readFileSync(path.join(testSiteDir, file), "utf8");
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
  const bundle = pageAssets(testSiteDir, file)
    .js.map((url) => readFileSync(path.join(testSiteDir, url), "utf8"))
    .join("\n");

  it("starts without React Router: no router context or route data in the page, no router code", () => {
    expect(html).not.toContain("__reactRouter");
    expect(bundle).not.toContain("__reactRouterContext");
  });

  it("sends each landing text once: in the HTML, not in route data or the page's scripts", () => {
    // Texts with placeholders are filled in; their longest literal part stands for them.
    const probes = textsIn(landingCopy[lang])
      .map((text) => text.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0])
      .filter((probe): probe is string => (probe ?? "").trim().length >= 20)
      // The social image's headline is the hero's heading too, and has its own dictionary.
      .filter((probe) => !Object.values(seoCopy[lang]).some((text) => text.includes(probe)));
    expect(probes.length).toBeGreaterThan(20);
    for (const probe of probes) {
      expect(html.includes(htmlText(probe)) || html.includes(probe), probe).toBe(true);
      expect(
        scripts.some((script) => script.includes(probe)),
        `route data: ${probe}`,
      ).toBe(false);
      expect(bundle.includes(probe), `scripts: ${probe}`).toBe(false);
    }
  });
});

describe("home after the app starts", () => {
  it("keeps every section's text, and a section's link loads the next page", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/nl");
    const main = page.locator("main");
    const before = await main.textContent();
    await waitForHydration(page);
    expect(await main.textContent()).toBe(before);
    expect(before).toContain(landingCopy.nl.securityTitle);
    await page.locator("#home").getByRole("link", { name: landingCopy.nl.bookDemo }).click();
    await page.waitForURL((url) => url.pathname === "/nl/contact");
    await waitForHydration(page);
    await page.locator("form").waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
