import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import consentCopy from "@content/site/consentBanner.json";
import consentDialogCopy from "@content/site/consentDialog.json";
import cookiePolicyCopy from "@content/pages/cookiePolicy.json";
import layoutCopy from "@content/site/layout.json";
import { pathFor } from "../../common/pagePaths";
import { framesWithBanner, watchBannerFrames } from "./support/bannerFrames";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { holdScripts } from "./support/holdScripts";

// The cookie banner is in the prerendered HTML and works before the app's scripts are in
// (docs/decisions/0204): the page's head decides before the first paint whether it shows.
const consentKey = "auditready_cookie_consent";
const analyticsScript = "/__test__/consent-analytics.js";
const langs = ["en", "nl"] as const;
const dayMs = 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser.close();
});

const banner = (page: Page, lang: (typeof langs)[number]) =>
  page.getByRole("region", { name: consentCopy[lang].bannerLabel });

const record = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({
    essential: true,
    analytics: true,
    marketing: false,
    preferences: false,
    timestamp: Date.now() - dayMs,
    revision: 1,
    ...changes,
  });

/** Stores `value` as the consent record before the page's own code runs. */
async function storeBeforeLoad(page: Page, value: string): Promise<void> {
  await page.addInitScript(
    ([key, stored]) => {
      if (sessionStorage.getItem("seeded")) return;
      localStorage.setItem(key, stored);
      sessionStorage.setItem("seeded", "1");
    },
    [consentKey, value] as const,
  );
}

/** Opens `path` with the app's scripts held back; returns once the page has asked for them. */
async function openHeld(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path);
  await scripts.requested();
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  return scripts;
}

const storedRecord = async (page: Page) => {
  const raw = await page.evaluate((key) => localStorage.getItem(key), consentKey);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
};

describe.each(langs)("cookie banner before the scripts (%s)", (lang) => {
  const home = pathFor("home", lang);
  const t = consentCopy[lang];

  it("is in the first paint for a new visitor, and in every frame after it", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.addInitScript(watchBannerFrames);
    const scripts = await openHeld(page, home);
    expect(await banner(page, lang).isVisible()).toBe(true);
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => frame(null))));
    const { frames, shown } = await framesWithBanner(page);
    expect(frames).toBeGreaterThan(0);
    expect(shown).toBe(frames);
    await scripts.release();
    await waitForHydration(page);
    expect(await banner(page, lang).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("is first in the tab order before the scripts, as after them", async () => {
    const { page, close } = await openPage(browser);
    await openHeld(page, home);
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('[data-testid="cookie-banner"]') !== null,
      ),
    ).toBe(true);
    await close();
  });

  it("keeps the page's end clear of the banner before the scripts, with the same room after them", async () => {
    const { page, errors, close } = await openPage(browser, {
      viewport: { width: 375, height: 700 },
    });
    const scripts = await openHeld(page, home);
    const room = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    await expect.poll(room).not.toBe("0px");
    const clearance = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const banner = document.querySelector('[data-testid="cookie-banner"]');
        const footer = document.querySelector("footer");
        if (!banner || !footer) throw new Error("no banner or footer");
        return {
          room: getComputedStyle(document.body).paddingBottom,
          // Within a pixel: the page's height has a fraction the scroll position has not.
          covered: footer.getBoundingClientRect().bottom > banner.getBoundingClientRect().top + 1,
        };
      });
    const before = await clearance();
    expect(before.covered).toBe(false);

    await scripts.release();
    await waitForHydration(page);
    expect(await clearance()).toEqual(before);

    await banner(page, lang).getByRole("button", { name: t.rejectNonEssential }).click();
    await page.getByTestId("cookie-banner").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe("");
    expect(errors).toEqual([]);
    await close();
  });

  it("Accept All before the scripts stores the record, hides the banner, and holds after hydration", async () => {
    const { page, errors, close } = await openPage(browser);
    const analyticsRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(analyticsScript)) analyticsRequests.push(request.url());
    });
    const scripts = await openHeld(page, home);
    const before = Date.now();
    await banner(page, lang).getByRole("button", { name: t.acceptAll }).click();
    expect(await page.getByTestId("cookie-banner").isVisible()).toBe(false);
    // The hidden banner needs no room at the page's end.
    await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).toBe("");
    const stored = await storedRecord(page);
    expect(stored).toMatchObject({
      essential: true,
      analytics: true,
      marketing: true,
      preferences: true,
      revision: 1,
    });
    expect(stored?.timestamp).toBeGreaterThanOrEqual(before);

    await page.addInitScript(watchBannerFrames);
    await scripts.release();
    await waitForHydration(page);
    // Applied once the app starts: the analytics script governed by the choice loads.
    await expect.poll(() => analyticsRequests.length).toBe(1);
    expect(await page.getByTestId("cookie-banner").count()).toBe(0);
    expect(await storedRecord(page)).toEqual(stored);

    await page.reload();
    await waitForHydration(page);
    expect((await framesWithBanner(page)).shown).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("Reject Non-Essential before the scripts stores essential only; nothing optional loads", async () => {
    const { page, close } = await openPage(browser);
    const analyticsRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(analyticsScript)) analyticsRequests.push(request.url());
    });
    const scripts = await openHeld(page, home);
    await banner(page, lang).getByRole("button", { name: t.rejectNonEssential }).click();
    expect(await page.getByTestId("cookie-banner").isVisible()).toBe(false);
    await scripts.release();
    await waitForHydration(page);
    expect(await page.getByTestId("cookie-banner").count()).toBe(0);
    expect(await storedRecord(page)).toMatchObject({
      analytics: false,
      marketing: false,
      preferences: false,
      revision: 1,
    });
    // The page's own modules are in and hydrated: a governed script would have been asked for.
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => frame(null))));
    expect(analyticsRequests).toEqual([]);
    await close();
  });

  it("Customize tapped before the scripts opens the settings once they are in", async () => {
    const { page, close } = await openPage(browser);
    const scripts = await openHeld(page, home);
    await banner(page, lang).getByRole("button", { name: t.customize }).click();
    await scripts.release();
    const dialog = page.getByRole("dialog", { name: consentDialogCopy[lang].dialogTitle });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await storedRecord(page)).toBeNull();
    expect(await banner(page, lang).isVisible()).toBe(true);
    await close();
  });

  it("Learn more before the scripts opens the cookie policy", async () => {
    const { page, close } = await openPage(browser);
    await openHeld(page, home);
    await banner(page, lang).getByRole("link", { name: t.learnMore }).click();
    await page.waitForURL((url) => url.pathname === pathFor("cookiePolicy", lang));
    expect(
      await page.getByRole("heading", { level: 1, name: cookiePolicyCopy[lang].heading }).count(),
    ).toBe(1);
    await close();
  });
});

describe("stored choice before the scripts", () => {
  it("a valid one hides the banner in every frame, before and after hydration", async () => {
    const { page, close } = await openPage(browser);
    await storeBeforeLoad(page, record());
    await page.addInitScript(watchBannerFrames);
    const scripts = await openHeld(page, "/");
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => frame(null))));
    expect((await framesWithBanner(page)).frames).toBeGreaterThan(0);
    await scripts.release();
    await waitForHydration(page);
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => frame(null))));
    const { frames, shown } = await framesWithBanner(page);
    expect(frames).toBeGreaterThan(1);
    expect(shown).toBe(0);
    await close();
  });

  it.each([
    ["not JSON", "{broken"],
    ["wrong types", record({ analytics: "yes" })],
    ["an old revision", record({ revision: 0 })],
    ["expired", record({ timestamp: Date.now() - 183 * dayMs })],
    ["from the future", record({ timestamp: Date.now() + dayMs })],
  ])("one that is %s counts as none: the banner is in the first paint", async (_name, value) => {
    const { page, close } = await openPage(browser);
    await storeBeforeLoad(page, value);
    await openHeld(page, "/");
    expect(await banner(page, "en").isVisible()).toBe(true);
    await close();
  });
});

describe("with JavaScript disabled", () => {
  it("shows no banner: nothing optional can run and nothing could be stored", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    for (const lang of langs) {
      await page.goto(pathFor("home", lang));
      expect(await page.getByTestId("cookie-banner").isVisible()).toBe(false);
      // The cookie policy stays one link away, in the footer.
      const policyLink = page
        .getByRole("contentinfo")
        .getByRole("link", {
          name: layoutCopy[lang].legalLinks.find((link) => link.to === "cookiePolicy")?.label,
        })
        .first();
      expect(await policyLink.isVisible()).toBe(true);
    }
    await close();
  });
});
