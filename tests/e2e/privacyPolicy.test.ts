import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig } from "../../common/siteConfig";
import { axeViolations } from "./support/axe";
import { fileBrowser, openPage, settledTop, waitForHydration } from "./support/browser";
import { testSiteEnv } from "./support/testBuild";
import privacyPolicyCopy from "@content/pages/privacyPolicy.json";

const config = readSiteConfig(testSiteEnv);
const locales = { en: "en-GB", nl: "nl-NL" } as const;
const longDate = (date: Date, lang: "en" | "nl") =>
  new Intl.DateTimeFormat(locales[lang], { dateStyle: "long" }).format(date);

let browser: Browser;
beforeAll(async () => {
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each([
  {
    lang: "en" as const,
    path: "/privacy-policy",
    heading: "Privacy policy",
    label: "Last updated",
  },
  {
    lang: "nl" as const,
    path: "/nl/privacy-policy",
    heading: "Privacybeleid",
    label: "Laatst bijgewerkt",
  },
])("privacy policy $path", ({ lang, path, heading, label }) => {
  it("shows today's date in the page's language once hydrated, without errors", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(path);
    await waitForHydration(page);
    const lastUpdated = page.getByTestId("policy-last-updated");
    await expect
      .poll(() => lastUpdated.textContent())
      .toBe(`${label}: ${longDate(new Date(), lang)}`);
    expect(errors).toEqual([]);
    await close();
  });

  it("comes to life without the browser's Intl, whose first use blocks a phone for 150 ms or more", async () => {
    const { page, close } = await openPage(browser);
    await page.addInitScript(() => {
      const uses: string[] = [];
      Object.assign(window, { intlUses: uses });
      for (const name of ["DateTimeFormat", "DisplayNames", "NumberFormat"] as const) {
        const Original = Intl[name];
        Object.defineProperty(Intl, name, {
          value: new Proxy(Original, {
            construct: (target, args: unknown[]) => (
              uses.push(name),
              Reflect.construct(target, args)
            ),
          }),
        });
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByTestId("policy-last-updated").textContent())
      .toContain(longDate(new Date(), lang));
    expect(
      await page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses),
    ).toEqual([]);
    await close();
  });

  it("moves from the prerendered build date to the visitor's date without a hydration mismatch", async () => {
    const { page, errors, close } = await openPage(browser);
    // A day the build cannot have run on: the date must come from the browser's clock.
    await page.clock.setFixedTime(new Date(2031, 4, 4, 12, 0));
    await page.goto(path);
    await waitForHydration(page);
    const time = page.getByTestId("policy-last-updated").locator("time");
    await expect.poll(() => time.getAttribute("datetime")).toBe("2031-05-04");
    expect(await time.textContent()).toBe(lang === "en" ? "4 May 2031" : "4 mei 2031");
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript shows a real date (the build's), with headings that form a table of contents", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(path);
    expect(await page.locator("h1").first().textContent()).toBe(heading);
    const time = page.getByTestId("policy-last-updated").locator("time");
    const iso = (await time.getAttribute("datetime")) ?? "";
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
    expect(await time.textContent()).toBe(longDate(new Date(year, month - 1, day), lang));

    const links = await page
      .getByRole("navigation", { name: lang === "en" ? "Contents" : "Inhoud" })
      .locator("a")
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute("href") ?? "", text: a.textContent ?? "" })),
      );
    const sectionHeadings = await page
      .locator("main section > h2")
      .evaluateAll((h2s) => h2s.map((h2) => ({ href: `#${h2.id}`, text: h2.textContent ?? "" })));
    expect(links).toEqual(sectionHeadings);
    expect(links.map((link) => link.href)).toEqual(
      privacyPolicyCopy[lang].sections.map((section) => `#${section.id}`),
    );
    await close();
  });

  it("jumps to a section from the table of contents", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(path);
    await waitForHydration(page);
    const target = page.locator("#your-rights");
    await page.locator('nav a[href="#your-rights"]').click();
    await page.waitForURL((url) => url.hash === "#your-rights");
    const top = await settledTop(target);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await close();
  });

  it("names the configured company as controller, with working contact links", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(path);
    const contact = page.locator("section#contact, section:has(> h2#contact)");
    const text = (await contact.textContent()) ?? "";
    for (const value of [
      config.companyName,
      config.address.street,
      config.address.postalCode,
      config.address.city,
      config.registerNumber,
      config.vatNumber,
      config.phone,
      lang === "en" ? "Netherlands" : "Nederland",
    ]) {
      expect(text).toContain(value);
    }
    expect(await contact.locator(`a[href="mailto:${config.email}"]`).count()).toBe(1);
    expect(await page.locator("main").textContent()).toContain("Autoriteit Persoonsgegevens");
    await close();
  });

  it("prints only the text: no header, footer or buttons", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(path);
    await waitForHydration(page);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("h1").first().isVisible()).toBe(true);
    expect(await page.locator("body > div > header").isVisible()).toBe(false);
    expect(await page.locator("body > div > footer").isVisible()).toBe(false);
    for (const button of await page.locator("button").all()) {
      expect(await button.isVisible()).toBe(false);
    }
    await close();
  });

  it("keeps its measure readable on a wide screen (about 65-75 characters a line)", async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(path);
    const firstLine = await page.locator("main p").evaluateAll((paragraphs) => {
      const long = paragraphs.find((p) => (p.textContent ?? "").length > 300);
      const text = long?.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return 0;
      const range = document.createRange();
      let top: number | null = null;
      let count = 0;
      for (let i = 0; i < (text.textContent ?? "").length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        top ??= rect.top;
        if (rect.top > top + 4) break;
        count++;
      }
      return count;
    });
    expect(firstLine).toBeGreaterThanOrEqual(60);
    expect(firstLine).toBeLessThanOrEqual(80);
    await close();
  });
});

describe.each(["/privacy-policy", "/nl/privacy-policy", "/does-not-exist", "/nl/does-not-exist"])(
  "accessibility of %s",
  (path) => {
    it("has no WCAG 2.2 A/AA violations axe-core can find", async () => {
      const { page, close } = await openPage(browser);
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });
  },
);
