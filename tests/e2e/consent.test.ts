import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import consentCopy from "@content/site/consentBanner.json";
import consentDialogCopy from "@content/site/consentDialog.json";
import cookiePolicyCopy from "@content/pages/cookiePolicy.json";
import layoutCopy from "@content/site/layout.json";
import type { Lang } from "../../common/i18n/lang";
import { allPages, pathFor } from "../../common/pagePaths";
import { baseURL, languageLink, fileBrowser, openPage, waitForHydration } from "./support/browser";
import { axeViolations } from "./support/axe";
import { framesWithBanner, watchBannerFrames } from "./support/bannerFrames";

const consentKey = "auditready_cookie_consent";
const languageKey = "auditready_language";
const analyticsScript = "/__test__/consent-analytics.js";
const langs: Lang[] = ["en", "nl"];
const routes = [...allPages.map((entry) => entry.path), "/no-such-page", "/nl/no-such-page"];

let browser: Browser;
beforeAll(async () => {
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser.close();
});

const text = (lang: Lang) => ({
  ...consentCopy[lang],
  ...consentDialogCopy[lang],
  ...cookiePolicyCopy[lang],
});
const banner = (page: Page, lang: Lang) =>
  page.getByRole("region", { name: consentCopy[lang].bannerLabel });
const dialog = (page: Page, lang: Lang) =>
  page.getByRole("dialog", { name: consentDialogCopy[lang].dialogTitle });
const switchFor = (page: Page, lang: Lang, title: string) =>
  dialog(page, lang).getByRole("switch", { name: title });

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Resolves once the page has read the stored consent choice and React has committed what follows
 * from it: the banner or none, the analytics scripts or none, a redirect to the remembered
 * language or none. The consent provider reads the choice in an effect of the hydrating render,
 * the same pass of effects in which the root marks <html data-hydrated> (children's effects run
 * first), and React commits the re-render that reading causes before that task ends. The next
 * frame comes after all of it. The first banner test holds the banner to be there by then.
 */
async function consentApplied(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => frame(null))));
}

/** Where the router is: the page it is navigating to, or the one it shows. */
/**
 * Records the paths the page is sent to from now on: Chromium's Navigation API reports a
 * `location.replace` the moment it is called, so a redirect decided at hydration is on the list
 * once the page has hydrated.
 */
async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const targets: string[] = [];
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener("navigate", (event) => {
      const { destination } = event as Event & { destination: { url: string } };
      targets.push(new URL(destination.url).pathname);
    });
    Object.assign(window, { navigationTargets: targets });
  });
}

const navigationTargets = (page: Page) =>
  page.evaluate(() => (window as unknown as { navigationTargets: string[] }).navigationTargets);

async function storedRecord(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), consentKey);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

const storageKeys = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
    cookies: document.cookie,
  }));

async function withContext<T>(run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: baseURL() });
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

describe("banner", () => {
  it("is in the prerendered HTML of every route and stays after hydration for a new visitor", async () => {
    const { page, errors, close } = await openPage(browser);
    for (const path of routes) {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      expect(html, path).toContain('data-testid="cookie-banner"');
      await page.goto(path);
      await consentApplied(page);
      const lang: Lang = path === "/nl" || path.startsWith("/nl/") ? "nl" : "en";
      expect(await banner(page, lang).isVisible(), path).toBe(true);
    }
    expect(errors.filter((line) => !line.includes("no-such-page"))).toEqual([]);
    await close();
  });

  it("never shows, in any frame, for a visitor who already chose", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, "/");
    await banner(page, "en").getByRole("button", { name: consentCopy.en.acceptAll }).click();
    await page.addInitScript(watchBannerFrames);
    for (const path of routes) {
      await page.goto(path);
      await consentApplied(page);
      const { frames, shown } = await framesWithBanner(page);
      expect(frames, path).toBeGreaterThan(0);
      expect(shown, path).toBe(0);
    }
    await close();
  });

  describe.each(langs)("in %s", (lang) => {
    const home = pathFor("home", lang);
    const t = text(lang);

    it("Accept All stores every category with a fresh timestamp and hides the banner", async () => {
      const { page, errors, close } = await openPage(browser);
      await visit(page, home);
      const before = Date.now();
      await banner(page, lang).getByRole("button", { name: t.acceptAll }).click();
      await banner(page, lang).waitFor({ state: "detached" });
      const record = await storedRecord(page);
      expect(record).toMatchObject({
        essential: true,
        analytics: true,
        marketing: true,
        preferences: true,
        revision: 1,
      });
      expect(record?.timestamp).toBeGreaterThanOrEqual(before);
      expect(record?.timestamp).toBeLessThanOrEqual(Date.now());
      expect(errors).toEqual([]);
      await close();
    });

    it("Reject Non-Essential stores essential only and hides the banner", async () => {
      const { page, close } = await openPage(browser);
      await visit(page, home);
      await banner(page, lang).getByRole("button", { name: t.rejectNonEssential }).click();
      await banner(page, lang).waitFor({ state: "detached" });
      expect(await storedRecord(page)).toMatchObject({
        essential: true,
        analytics: false,
        marketing: false,
        preferences: false,
      });
      await page.reload();
      await consentApplied(page);
      expect(await banner(page, lang).count()).toBe(0);
      await close();
    });

    it("Reject and Accept have the same visual weight", async () => {
      const { page, close } = await openPage(browser);
      await visit(page, home);
      const style = (name: string) =>
        banner(page, lang)
          .getByRole("button", { name, exact: true })
          .evaluate((element) => {
            const css = getComputedStyle(element);
            const box = element.getBoundingClientRect();
            return [
              css.backgroundColor,
              css.color,
              css.fontSize,
              css.fontWeight,
              Math.round(box.height),
            ];
          });
      expect(await style(t.rejectNonEssential)).toEqual(await style(t.acceptAll));
      await close();
    });

    it("Learn more leads to the cookie policy in the same language", async () => {
      const { page, close } = await openPage(browser);
      await visit(page, home);
      await banner(page, lang).getByRole("link", { name: t.learnMore }).click();
      await page.waitForURL((url) => url.pathname === pathFor("cookiePolicy", lang));
      await expect.poll(() => page.locator("h1").textContent()).toBe(t.heading);
      await banner(page, lang).waitFor();
      await close();
    });

    it("Customize opens the labelled settings dialog; Escape closes it and focus returns", async () => {
      const { page, errors, close } = await openPage(browser);
      await visit(page, home);
      const customize = banner(page, lang).getByRole("button", { name: t.customize });
      await customize.focus();
      await page.keyboard.press("Enter");
      await dialog(page, lang).waitFor();
      expect(
        await dialog(page, lang).evaluate((element) => element.contains(document.activeElement)),
      ).toBe(true);
      await page.keyboard.press("Escape");
      await dialog(page, lang).waitFor({ state: "detached" });
      expect(await customize.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await storedRecord(page)).toBeNull();
      expect(errors).toEqual([]);
      await close();
    });

    it("has no axe violations with the banner shown and with the dialog open", async () => {
      const { page, close } = await openPage(browser);
      await visit(page, home);
      await banner(page, lang).waitFor();
      expect(await axeViolations(page, '[data-testid="cookie-banner"]')).toEqual([]);
      await banner(page, lang).getByRole("button", { name: t.customize }).click();
      await dialog(page, lang).waitFor();
      expect(await axeViolations(page, '[data-testid="consent-dialog"]')).toEqual([]);
      await close();
    });
  });
});

describe("layout", () => {
  it("does not cover the header's Book demo button on a 375 px screen, nor shift the page", async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 375, height: 667 } });
    await page.addInitScript(() => {
      const shifts = { total: 0, observer: null as PerformanceObserver | null };
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries) shifts.total += (entry as unknown as { value: number }).value;
      };
      shifts.observer = new PerformanceObserver((list) => add(list.getEntries()));
      shifts.observer.observe({ type: "layout-shift", buffered: true });
      Object.assign(window, {
        __shifts: {
          get total() {
            // Entries of frames already rendered that the observer has not been handed yet.
            add(shifts.observer?.takeRecords() ?? []);
            return shifts.total;
          },
        },
      });
    });
    await visit(page, "/");
    await banner(page, "en").waitFor();
    const bookDemo = await page
      .getByRole("banner")
      .getByRole("link", { name: layoutCopy.en.bookDemo })
      .boundingBox();
    const bannerBox = await banner(page, "en").boundingBox();
    expect(bookDemo && bannerBox).toBeTruthy();
    if (!bookDemo || !bannerBox) return;
    expect(bookDemo.y + bookDemo.height).toBeLessThanOrEqual(bannerBox.y);
    expect(await banner(page, "en").evaluate((element) => getComputedStyle(element).position)).toBe(
      "fixed",
    );
    // A shift the banner causes is measured in the frame that first shows it; two frames on,
    // that frame has been rendered and its entries recorded.
    expect(
      await page.evaluate(async () => {
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
        return (window as unknown as { __shifts: { total: number } }).__shifts.total;
      }),
    ).toBe(0);
    await close();
  });

  it("leaves the page scrollable to its end and the toggle free at 1280 px", async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await visit(page, "/");
    await banner(page, "en").waitFor();
    const toggle = await languageLink(page, "nl").boundingBox();
    const bannerBox = await banner(page, "en").boundingBox();
    if (!toggle || !bannerBox) throw new Error("toggle or banner not laid out");
    expect(toggle.y + toggle.height).toBeLessThanOrEqual(bannerBox.y);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const footer = await page.locator("footer").boundingBox();
        const current = await banner(page, "en").boundingBox();
        return footer && current ? footer.y + footer.height <= current.y + 1 : false;
      })
      .toBe(true);
    await close();
  });
});

describe.each(langs)("settings dialog in %s", (lang) => {
  const home = pathFor("home", lang);
  const t = text(lang);

  it("switches write the record immediately and hide the banner", async () => {
    const { page, errors, close } = await openPage(browser);
    await visit(page, home);
    await banner(page, lang).getByRole("button", { name: t.customize }).click();
    const analytics = switchFor(page, lang, t.analyticsTitle);
    expect(await analytics.getAttribute("aria-checked")).toBe("false");
    await analytics.click();
    await expect.poll(() => analytics.getAttribute("aria-checked")).toBe("true");
    expect(await storedRecord(page)).toMatchObject({
      analytics: true,
      marketing: false,
      preferences: false,
    });
    await banner(page, lang).waitFor({ state: "detached" });
    const first = (await storedRecord(page))?.timestamp as number;
    // The next change must carry a later timestamp, so let the page's clock pass this one.
    await page.waitForFunction((stamp) => Date.now() > stamp, first);
    await switchFor(page, lang, t.marketingTitle).click();
    await expect.poll(async () => (await storedRecord(page))?.marketing).toBe(true);
    expect((await storedRecord(page))?.timestamp).toBeGreaterThan(first);
    await analytics.click();
    await expect.poll(async () => (await storedRecord(page))?.analytics).toBe(false);
    await dialog(page, lang).getByRole("button", { name: t.savePreferences }).click();
    await dialog(page, lang).waitFor({ state: "detached" });
    // The banner's Customize button is gone, so focus lands on the main content. The browser
    // cannot return focus to a removed opener; React moves it in the commit after the dialog's
    // `close` event, a few ms after the closed (role-less) dialog stops matching the locator.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(errors).toEqual([]);
    await close();
  });

  it("Save Preferences only closes: nothing stored, banner still there", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, home);
    await banner(page, lang).getByRole("button", { name: t.customize }).click();
    await dialog(page, lang).getByRole("button", { name: t.savePreferences }).click();
    await dialog(page, lang).waitFor({ state: "detached" });
    expect(await storedRecord(page)).toBeNull();
    await banner(page, lang).waitFor();
    await close();
  });

  it("essential cannot be switched off", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, home);
    await banner(page, lang).getByRole("button", { name: t.customize }).click();
    const essential = switchFor(page, lang, t.essentialTitle);
    expect(await essential.getAttribute("aria-checked")).toBe("true");
    expect(await essential.getAttribute("aria-disabled")).toBe("true");
    // Playwright refuses to click an aria-disabled control unless forced, as a visitor could.
    await essential.click({ force: true });
    await essential.press("Space");
    expect(await essential.getAttribute("aria-checked")).toBe("true");
    expect(await storedRecord(page)).toBeNull();
    await close();
  });

  it("dialog Accept all and Reject non-essential set every switch and close", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, home);
    await banner(page, lang).getByRole("button", { name: t.customize }).click();
    await dialog(page, lang).getByRole("button", { name: t.dialogAccept }).click();
    await dialog(page, lang).waitFor({ state: "detached" });
    expect(await storedRecord(page)).toMatchObject({
      analytics: true,
      marketing: true,
      preferences: true,
    });
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: layoutCopy[lang].cookieSettings })
      .click();
    await dialog(page, lang).getByRole("button", { name: t.dialogReject }).click();
    await dialog(page, lang).waitFor({ state: "detached" });
    expect(await storedRecord(page)).toMatchObject({
      analytics: false,
      marketing: false,
      preferences: false,
    });
    await close();
  });

  it("keeps focus inside while open and returns it to the footer link that opened it", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, home);
    const footerButton = page
      .getByRole("contentinfo")
      .getByRole("button", { name: layoutCopy[lang].cookieSettings });
    await footerButton.focus();
    await page.keyboard.press("Enter");
    await dialog(page, lang).waitFor();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || Boolean(active.closest("dialog"));
      });
      expect(inside, `after ${step + 1} tabs`).toBe(true);
    }
    expect(
      await page
        .locator("main")
        .evaluate(
          (element) =>
            element.matches(":modal") || document.querySelector("dialog")?.matches(":modal"),
        ),
    ).toBe(true);
    await page.keyboard.press("Escape");
    await dialog(page, lang).waitFor({ state: "detached" });
    expect(await footerButton.evaluate((element) => element === document.activeElement)).toBe(true);
    await close();
  });
});

describe.each(langs)("cookie policy page in %s", (lang) => {
  const t = text(lang);
  const policy = pathFor("cookiePolicy", lang);
  const status = (page: Page, category: string) => page.getByTestId(`consent-status-${category}`);

  it("shows the live status, opens the settings and resets the choice", async () => {
    const { page, errors, close } = await openPage(browser);
    await visit(page, policy);
    expect(await page.locator("h1").textContent()).toBe(t.heading);
    await expect.poll(() => status(page, "analytics").textContent()).toBe(t.disabled);
    expect(await axeViolations(page, "main")).toEqual([]);
    expect(await status(page, "marketing").textContent()).toBe(t.disabled);
    expect(await status(page, "preferences").textContent()).toBe(t.disabled);

    await page.getByRole("button", { name: t.openSettings }).click();
    await switchFor(page, lang, t.analyticsTitle).click();
    await expect.poll(() => status(page, "analytics").textContent()).toBe(t.enabled);
    expect(await status(page, "marketing").textContent()).toBe(t.disabled);
    await switchFor(page, lang, t.preferencesTitle).click();
    await expect.poll(() => status(page, "preferences").textContent()).toBe(t.enabled);
    await page.keyboard.press("Escape");
    await dialog(page, lang).waitFor({ state: "detached" });
    expect(
      await page
        .getByRole("button", { name: t.openSettings })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await banner(page, lang).waitFor({ state: "detached" });

    await page.getByRole("button", { name: t.resetChoices }).click();
    await banner(page, lang).waitFor();
    expect(await storedRecord(page)).toBeNull();
    expect(await status(page, "analytics").textContent()).toBe(t.disabled);
    expect(await page.getByRole("status").textContent()).toBe(t.resetDone);
    expect(errors).toEqual([]);
    await close();
  });

  it("states the retention periods and the email service", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(policy);
    const body = (await page.locator("main").textContent()) ?? "";
    // Every paragraph without a placeholder: the categories' retention, the contact form's.
    const paragraphs = cookiePolicyCopy[lang].sections.flatMap((section) => section.paragraphs);
    for (const paragraph of paragraphs.filter((text) => !text.includes("{"))) {
      expect(body).toContain(paragraph);
    }
    const back = page.getByRole("link", { name: t.backHome });
    expect(await back.getAttribute("href")).toBe(pathFor("home", lang));
    await close();
  });
});

describe("stored value", () => {
  it.each([
    ["not JSON", "{broken"],
    [
      "wrong types",
      JSON.stringify({
        essential: true,
        analytics: "yes",
        marketing: false,
        preferences: false,
        timestamp: Date.now(),
        revision: 1,
      }),
    ],
    [
      "an old revision",
      JSON.stringify({
        essential: true,
        analytics: true,
        marketing: true,
        preferences: true,
        timestamp: Date.now(),
        revision: 0,
      }),
    ],
    [
      "expired",
      JSON.stringify({
        essential: true,
        analytics: true,
        marketing: true,
        preferences: true,
        timestamp: Date.now() - 183 * 86_400_000,
        revision: 1,
      }),
    ],
  ])("is ignored when it is %s: banner again, nothing granted, no errors", async (_name, value) => {
    const { page, errors, close } = await openPage(browser);
    await page.addInitScript(
      ([key, stored]) => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem(key, stored);
          sessionStorage.setItem("seeded", "1");
        }
      },
      [consentKey, value] as const,
    );
    const scriptRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(analyticsScript)) scriptRequests.push(request.url());
    });
    await visit(page, "/");
    await banner(page, "en").waitFor();
    expect(scriptRequests).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), consentKey)).toBe(value);
    await banner(page, "en")
      .getByRole("button", { name: consentCopy.en.rejectNonEssential })
      .click();
    expect(await storedRecord(page)).toMatchObject({
      essential: true,
      analytics: false,
      revision: 1,
    });
    expect(errors).toEqual([]);
    await close();
  });

  it("falls back to memory when storage is unavailable, without errors", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    // From a page the router renders, so the next one comes without a document load.
    await visit(page, pathFor("cookiePolicy", "en"));
    await banner(page, "en").getByRole("button", { name: consentCopy.en.acceptAll }).click();
    await banner(page, "en").waitFor({ state: "detached" });
    await page.getByRole("link", { name: layoutCopy.en.navContact }).first().click();
    await page.waitForURL((url) => url.pathname === "/contact");
    // The contact page is on screen: the router has rendered it, with the consent state it kept.
    await page.locator("form").waitFor();
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => frame(null))));
    expect(await banner(page, "en").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("tabs", () => {
  it("stay in sync: a choice or change in one tab applies in the other", async () => {
    await withContext(async (context) => {
      const first = await context.newPage();
      const second = await context.newPage();
      await visit(first, "/");
      await visit(second, pathFor("cookiePolicy", "nl"));
      await banner(second, "nl").waitFor();
      await banner(first, "en").getByRole("button", { name: consentCopy.en.acceptAll }).click();
      await banner(second, "nl").waitFor({ state: "detached" });
      await expect
        .poll(() => second.getByTestId("consent-status-marketing").textContent())
        .toBe(cookiePolicyCopy.nl.enabled);

      await second.getByRole("button", { name: cookiePolicyCopy.nl.openSettings }).click();
      await switchFor(second, "nl", consentDialogCopy.nl.marketingTitle).click();
      await expect
        .poll(() => second.getByTestId("consent-status-marketing").textContent())
        .toBe(cookiePolicyCopy.nl.disabled);
      await first
        .getByRole("contentinfo")
        .getByRole("button", { name: layoutCopy.en.cookieSettings })
        .click();
      await expect
        .poll(() =>
          switchFor(first, "en", consentDialogCopy.en.marketingTitle).getAttribute("aria-checked"),
        )
        .toBe("false");
      expect(
        await switchFor(first, "en", consentDialogCopy.en.analyticsTitle).getAttribute(
          "aria-checked",
        ),
      ).toBe("true");

      await second.keyboard.press("Escape");
      await second.getByRole("button", { name: cookiePolicyCopy.nl.resetChoices }).click();
      await banner(first, "en").waitFor();
    });
  });
});

describe("what consent governs", () => {
  it("loads the analytics script only after consent, and removes it and its cookies on withdrawal", async () => {
    const { page, errors, close } = await openPage(browser);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === analyticsScript) requests.push(request.url());
    });
    const script = page.locator(`script[src="${analyticsScript}"]`);
    await visit(page, "/");
    await banner(page, "en").waitFor();
    await languageLink(page, "nl").click();
    await page.waitForURL((url) => url.pathname === "/nl");
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("nl");
    await waitForHydration(page);
    await languageLink(page, "en").click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    // Nothing on the way could have added the script: a script element is requested as soon as
    // it is in the document, and none is.
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => frame(null))));
    expect(requests).toEqual([]);
    expect(await script.count()).toBe(0);
    // Only the language, for the tab: no personal data, gone with the tab.
    expect(await storageKeys(page)).toEqual({ local: [], session: [languageKey], cookies: "" });

    await banner(page, "en").getByRole("button", { name: consentCopy.en.acceptAll }).click();
    await expect.poll(() => requests.length).toBe(1);
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain("test_analytics=1");
    expect(await page.evaluate(() => document.cookie)).toContain("test_analytics_session_a1=1");
    expect(await script.count()).toBe(1);

    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: layoutCopy.en.cookieSettings })
      .click();
    await switchFor(page, "en", consentDialogCopy.en.analyticsTitle).click();
    await expect.poll(() => script.count()).toBe(0);
    expect(await page.evaluate(() => document.cookie)).toBe("");
    await page.keyboard.press("Escape");

    await page.reload();
    await consentApplied(page);
    expect(await script.count()).toBe(0);
    expect(requests).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("remembers a Dutch choice beyond the tab only with preferences consent", async () => {
    await withContext(async (context) => {
      const page = await context.newPage();
      await visit(page, "/");
      await banner(page, "en")
        .getByRole("button", { name: consentCopy.en.rejectNonEssential })
        .click();
      await languageLink(page, "nl").click();
      await page.waitForURL((url) => url.pathname === "/nl");

      const withoutConsent = await context.newPage();
      await recordNavigations(withoutConsent);
      await withoutConsent.goto("/");
      await consentApplied(withoutConsent);
      // The redirect is decided as the page hydrates: none was started.
      expect(await navigationTargets(withoutConsent)).toEqual([]);
      expect(new URL(withoutConsent.url()).pathname).toBe("/");
      expect((await storageKeys(withoutConsent)).local).toEqual([consentKey]);
      await withoutConsent.close();

      await page
        .getByRole("contentinfo")
        .getByRole("button", { name: layoutCopy.nl.cookieSettings })
        .click();
      await switchFor(page, "nl", consentDialogCopy.nl.preferencesTitle).click();
      await expect
        .poll(async () => (await storageKeys(page)).local)
        .toEqual([languageKey, consentKey].sort());

      const returning = await context.newPage();
      await returning.goto("/");
      await returning.waitForURL((url) => url.pathname === "/nl");
      await expect.poll(() => returning.getAttribute("html", "lang")).toBe("nl");

      await switchFor(page, "nl", consentDialogCopy.nl.preferencesTitle).click();
      await expect.poll(async () => (await storageKeys(page)).local).toEqual([consentKey]);
    });
  });
});
