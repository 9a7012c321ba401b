import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import landingCopy from "@content/pages/home.json";
import layoutCopy from "@content/site/layout.json";
import { pathFor } from "../../common/pagePaths";
import { exposedExpanded } from "./support/accessibility";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { holdScripts } from "./support/holdScripts";

// Every control does its basic job from the prerendered HTML: without JavaScript, and while the
// page's scripts are still on their way (docs/decisions/0004).
const mobile = { width: 375, height: 812 };
const langs = ["en", "nl"] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The slide a visitor sees: the card whose left edge is inside the viewport. */
async function visibleSlide(page: Page): Promise<number> {
  return page.locator('[data-testid="problem-card"]').evaluateAll((cards) =>
    cards.findIndex((card) => {
      const left = card.getBoundingClientRect().left;
      return left >= 0 && left < window.innerWidth / 2;
    }),
  );
}

describe.each(langs)("before or without scripts (%s)", (lang) => {
  const t = landingCopy[lang];
  const layout = layoutCopy[lang];

  describe("with JavaScript disabled", () => {
    it("opens the full-screen menu and closes it with its button and with Escape", async () => {
      const { page, close } = await openPage(browser, {
        javaScriptEnabled: false,
        viewport: mobile,
      });
      await page.goto(pathFor("home", lang));
      const button = page.getByTestId("menu-button");
      const menu = page.getByTestId("mobile-menu");
      const pageOverflow = () =>
        page.evaluate(() => getComputedStyle(document.documentElement).overflow);
      expect(await menu.isVisible()).toBe(false);

      await button.click();
      expect(await menu.isVisible()).toBe(true);
      expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, ...mobile });
      expect(await pageOverflow()).toBe("hidden");
      expect(await menu.getByRole("link", { name: layout.navProduct }).isVisible()).toBe(true);
      expect(await menu.getByTestId("language-toggle").first().isVisible()).toBe(true);

      await menu.getByRole("button", { name: layout.closeMenu }).click();
      expect(await menu.isVisible()).toBe(false);
      expect(await pageOverflow()).not.toBe("hidden");

      await button.click();
      expect(await menu.isVisible()).toBe(true);
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      expect(await menu.isVisible()).toBe(false);
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      await close();
    });

    it("opens and closes every feature card, announcing its state", async () => {
      const { page, close } = await openPage(browser, { javaScriptEnabled: false });
      await page.goto(pathFor("home", lang));
      const cards = page.locator('[data-testid="feature-card"]');
      expect(await cards.count()).toBe(t.featureCards.length);
      for (const card of await cards.all()) {
        const toggle = card.locator("summary");
        const detail = card.locator("[id$='-detail']");
        expect(await exposedExpanded(toggle)).toBe("false");
        expect(await detail.isVisible()).toBe(false);
        expect(await toggle.innerText()).toContain(t.moreDetail);

        await toggle.click();
        expect(await exposedExpanded(toggle)).toBe("true");
        expect(await detail.isVisible()).toBe(true);
        expect(await toggle.innerText()).toContain(t.lessDetail);

        await toggle.click();
        expect(await exposedExpanded(toggle)).toBe("false");
        expect(await detail.isVisible()).toBe(false);
      }
      await close();
    });

    it("reaches every problem slide on a phone, with the dots as links", async () => {
      const { page, close } = await openPage(browser, {
        javaScriptEnabled: false,
        viewport: mobile,
      });
      await page.goto(pathFor("home", lang));
      const dots = page.getByTestId("carousel-dot");
      const count = await page.getByTestId("problem-card").count();
      expect(count).toBe(2);
      expect(await dots.count()).toBe(count);
      expect(await visibleSlide(page)).toBe(0);
      for (const index of [1, 0]) {
        await dots.nth(index).click();
        await expect.poll(() => visibleSlide(page)).toBe(index);
        expect(
          await page
            .getByTestId("problem-card")
            .nth(index)
            .evaluate((slide) => {
              const { top, bottom } = slide.getBoundingClientRect();
              return top >= 0 && bottom <= window.innerHeight;
            }),
        ).toBe(true);
      }
      await close();
    });
  });

  describe("while the scripts are held back", () => {
    it("a tap on the menu button opens the menu, which the app then keeps open as its dialog", async () => {
      const { page, errors, close } = await openPage(browser, { viewport: mobile });
      const scripts = await holdScripts(page);
      await page.goto(pathFor("home", lang));
      await scripts.requested();
      const button = page.getByTestId("menu-button");
      await button.click();
      expect(await page.getByTestId("mobile-menu").isVisible()).toBe(true);
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);

      await scripts.release();
      await waitForHydration(page);
      await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
      const menu = page.getByTestId("mobile-menu");
      expect(await menu.evaluate((dialog) => dialog.matches("dialog:modal"))).toBe(true);
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      expect(await menu.count()).toBe(0);
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
      await close();
    });

    it("a tap on a feature card works, and the card stays open once the page hydrates", async () => {
      const { page, errors, close } = await openPage(browser, { viewport: mobile });
      const scripts = await holdScripts(page);
      await page.goto(pathFor("home", lang));
      await scripts.requested();
      const card = page.locator('[data-testid="feature-card"]').nth(1);
      await card.locator("summary").click();
      expect(await exposedExpanded(card.locator("summary"))).toBe("true");
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);

      await scripts.release();
      await waitForHydration(page);
      expect(await exposedExpanded(card.locator("summary"))).toBe("true");
      expect(await card.locator("[id$='-detail']").isVisible()).toBe(true);
      await card.locator("summary").click();
      expect(await exposedExpanded(card.locator("summary"))).toBe("false");
      expect(errors).toEqual([]);
      await close();
    });

    it("keeps the slide a visitor chose when the carousel comes alive", async () => {
      const { page, errors, close } = await openPage(browser, { viewport: mobile });
      const scripts = await holdScripts(page);
      await page.goto(pathFor("home", lang));
      await scripts.requested();
      await page.getByTestId("carousel-dot").nth(1).click();
      await expect.poll(() => visibleSlide(page)).toBe(1);

      await scripts.release();
      await waitForHydration(page);
      await expect
        .poll(() => page.getByTestId("carousel-dot").nth(1).getAttribute("aria-current"))
        .toBe("true");
      expect(await visibleSlide(page)).toBe(1);
      expect(await page.getByTestId("problem-card").nth(0).getAttribute("inert")).toBe("");
      expect(errors).toEqual([]);
      await close();
    });
  });
});
