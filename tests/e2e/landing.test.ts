import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "../../common/siteConfig";
import landingCopy from "@content/pages/home.json";
import carouselCopy from "@content/pages/homeCarousel.json";
import layoutCopy from "@content/site/layout.json";
import { pathFor } from "../../common/pagePaths";
import { exposedExpanded } from "./support/accessibility";
import { axeViolations } from "./support/axe";
import {
  artifactPath,
  fileBrowser,
  openPage,
  settledTop,
  waitForHydration,
} from "./support/browser";
import { otherLanguages } from "../../common/i18n/lang";

/** The label of the content's link to `to`. */
const linkLabel = (links: { label: string; to: string }[], to: string) =>
  links.find((link) => link.to === to)?.label;

const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
const langs = ["en", "nl"] as const;
const sectionIds = [
  "home",
  "problem",
  "services",
  "ai-insights",
  "integrations",
  "about",
  "certifications",
  "demo",
];

/** A section reached by a link starts just below the sticky header: not above it, not further down. */
const belowHeader = (top: number) => top >= 0 && top < 100;

let browser: Browser;
beforeAll(async () => {
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openHome(
  lang: "en" | "nl",
  viewport: { width: number; height: number },
  options: { reducedMotion?: "reduce"; pauseClock?: boolean } = {},
) {
  const watched = await openPage(browser, { viewport, reducedMotion: options.reducedMotion });
  if (options.pauseClock) {
    // Timers only move when the test says so: rotation is checked to the millisecond.
    await watched.page.clock.install();
    await watched.page.clock.pauseAt(Date.now() + 1000);
  }
  await watched.page.goto(pathFor("home", lang));
  await waitForHydration(watched.page);
  return watched;
}

/** The slide a visitor sees: the card whose left edge is inside the viewport. */
async function visibleSlide(page: Page): Promise<number> {
  return page.locator('[data-testid="problem-card"]').evaluateAll((cards) =>
    cards.findIndex((card) => {
      const left = card.getBoundingClientRect().left;
      return left >= 0 && left < window.innerWidth / 2;
    }),
  );
}

/** Moves pointer and focus away, as a visitor who reads on after pressing a control. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function expectSlide(page: Page, index: number) {
  await expect.poll(() => visibleSlide(page)).toBe(index);
}

describe.each(langs)("landing page (%s)", (lang) => {
  const t = landingCopy[lang];
  const controls = carouselCopy[lang];
  const layout = layoutCopy[lang];

  describe.each(Object.entries(viewports))("at %s width", (name, viewport) => {
    it("shows every section in order, with its anchor id and the footer details", async () => {
      const { page, errors, close } = await openHome(lang, viewport);
      const ids = await page
        .locator("main section[id]")
        .evaluateAll((sections) => sections.map((section) => section.id));
      expect(ids).toEqual(sectionIds);
      expect(await page.locator("h1").first().textContent()).toBe(t.heroTitle);
      expect(await page.locator('[data-testid="feature-card"]').count()).toBe(
        t.featureCards.length,
      );
      expect(await page.locator('[data-testid="certification"]').allTextContents()).toEqual(
        t.certifications.map(({ name, note }) => `${name}${note}`),
      );

      const details = page.getByTestId("company-details");
      const text = (await details.textContent()) ?? "";
      for (const value of [
        siteConfig.companyName,
        siteConfig.registerNumber,
        siteConfig.vatNumber,
        siteConfig.address.street,
        `${siteConfig.address.postalCode} ${siteConfig.address.city}, ${lang === "en" ? "Netherlands" : "Nederland"}`,
      ]) {
        expect(text).toContain(value);
      }
      expect(await details.locator(`a[href="mailto:${siteConfig.email}"]`).count()).toBe(1);
      expect(await details.locator('a[href^="tel:+"]').count()).toBe(1);
      expect(await details.locator(`a[href="${siteConfig.professionalNetworkUrl}"]`).count()).toBe(
        1,
      );
      expect(
        await details.locator(`a[href="${pathFor("privacyPolicy", lang)}"]`).textContent(),
      ).toBe(linkLabel(layout.legalLinks, "privacyPolicy"));
      expect(
        await details.locator(`a[href="${pathFor("cookiePolicy", lang)}"]`).textContent(),
      ).toBe(linkLabel(layout.legalLinks, "cookiePolicy"));
      expect(await page.getByTestId("cookie-settings").getAttribute("type")).toBe("button");

      for (const img of await page.locator("main img").all()) {
        expect(Number(await img.getAttribute("width"))).toBeGreaterThan(0);
        expect(Number(await img.getAttribute("height"))).toBeGreaterThan(0);
        expect((await img.getAttribute("alt"))?.length ?? 0).toBeGreaterThan(40);
      }
      expect(await page.locator("#home img").getAttribute("loading")).toBe("eager");
      expect(await page.locator("#ai-insights img").getAttribute("loading")).toBe("lazy");
      expect(errors).toEqual([]);
      await close();
    });

    it("opens and closes feature cards independently, exposing aria-expanded", async () => {
      const { page, close } = await openHome(lang, viewport);
      const cards = page.locator('[data-testid="feature-card"]');
      const toggle = (index: number) => cards.nth(index).locator("summary");
      const detail = (index: number) => cards.nth(index).locator("[id$='-detail']");

      await toggle(0).click();
      await toggle(2).click();
      expect(await exposedExpanded(toggle(0))).toBe("true");
      expect(await exposedExpanded(toggle(1))).toBe("false");
      expect(await exposedExpanded(toggle(2))).toBe("true");
      expect(await detail(0).isVisible()).toBe(true);
      expect(await detail(1).isVisible()).toBe(false);
      expect(await detail(0).textContent()).toBe(t.featureCards[0]?.detail);
      expect(await toggle(0).getAttribute("aria-controls")).toBe(
        await detail(0).getAttribute("id"),
      );

      await toggle(0).click();
      expect(await exposedExpanded(toggle(0))).toBe("false");
      expect(await exposedExpanded(toggle(2))).toBe("true");
      expect(await detail(0).isVisible()).toBe(false);
      await close();
    });

    it.each([
      ["#home", "bookDemo"],
      ["#services", "bookDemo"],
      ["#integrations", "getStarted"],
      ["#demo", "bookDemo"],
    ] as const)("%s %s leads to the contact page of the same language", async (section, key) => {
      const { page, close } = await openHome(lang, viewport);
      await page.locator(section).getByRole("link", { name: t[key], exact: true }).click();
      await page.waitForURL((url) => url.pathname === pathFor("contact", lang));
      await close();
    });

    it("has no WCAG 2.2 A/AA violations (axe-core)", async () => {
      const { page, close } = await openHome(lang, viewport);
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });

    it("saves a full-page screenshot for review", async () => {
      const { page, close } = await openHome(lang, viewport);
      // Lazy images would stay blank below the fold in a full-page capture.
      await page
        .locator("img[loading=lazy]")
        .evaluateAll((images) => images.forEach((image) => image.setAttribute("loading", "eager")));
      // Decoded, not just loaded: a full-page capture does not wait for async decoding.
      await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
      const file = artifactPath(`landing-${lang}-${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await close();
    });
  });

  describe("at desktop width", () => {
    it("shows a link to each other language and both problem cards side by side", async () => {
      const { page, close } = await openHome(lang, viewports.desktop);
      expect(await page.getByTestId("language-toggle").count()).toBe(otherLanguages(lang).length);
      expect(await page.getByTestId("menu-button").isVisible()).toBe(false);
      const boxes = await page
        .locator('[data-testid="problem-card"]')
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
      expect(boxes).toHaveLength(2);
      expect(boxes[0]).toBe(boxes[1]);
      expect(await page.getByTestId("carousel-rotation").isVisible()).toBe(false);
      await close();
    });

    it.each([
      ["navProduct", "services"],
      ["navHome", "home"],
    ] as const)("header link %s scrolls to #%s", async (key, id) => {
      const { page, close } = await openHome(lang, viewports.desktop);
      if (id === "home") await page.evaluate(() => window.scrollTo(0, 3000));
      await page.locator("header nav").getByRole("link", { name: layout[key] }).click();
      await page.waitForURL((url) => url.hash === `#${id}`);
      expect(await settledTop(page.locator(`#${id}`))).toSatisfy(belowHeader);
      await close();
    });

    it("opens at the linked section when the link comes from another page", async () => {
      const { page, close } = await openPage(browser, { viewport: viewports.desktop });
      await page.goto(pathFor("contact", lang));
      await waitForHydration(page);
      const footer = page.getByTestId("site-footer");
      await footer
        .getByRole("link", {
          name: linkLabel(
            layout.footerColumns.flatMap((column) => column.links),
            "home#certifications",
          ),
        })
        .click();
      await page.waitForURL((url) => url.hash === "#certifications");
      expect(await settledTop(page.locator("#certifications"))).toSatisfy(belowHeader);
      await close();
    });
  });

  describe("at mobile width", () => {
    it("moves the carousel with arrows and dots, wrapping both ways, with a 300 ms slide", async () => {
      const { page, close } = await openHome(lang, viewports.mobile, { pauseClock: true });
      const carousel = page.getByTestId("problem-carousel");
      expect(await carousel.getAttribute("aria-roledescription")).toBe(controls.carouselRole);
      const firstCard = page.locator('[data-testid="problem-card"]').first();
      expect(await firstCard.getAttribute("aria-roledescription")).toBe(controls.slideRole);
      expect(await firstCard.getAttribute("aria-label")).toBe(
        controls.slideLabel
          .replace("{current}", "1")
          .replace("{total}", String(t.problemCards.length)),
      );
      expect(
        await page
          .getByTestId("carousel-track")
          .evaluate((track) => getComputedStyle(track).transitionDuration),
      ).toBe("0.3s");

      await expectSlide(page, 0);
      await carousel.getByRole("button", { name: controls.previousSlide }).click();
      await expectSlide(page, 1);
      await carousel.getByRole("button", { name: controls.nextSlide }).click();
      await expectSlide(page, 0);
      await carousel.getByRole("button", { name: controls.nextSlide }).click();
      await expectSlide(page, 1);
      await carousel.getByRole("button", { name: controls.nextSlide }).click();
      await expectSlide(page, 0);

      const dots = page.getByTestId("carousel-dot");
      await dots.nth(1).click();
      await expectSlide(page, 1);
      expect(await dots.nth(1).getAttribute("aria-current")).toBe("true");
      expect(await dots.nth(0).getAttribute("aria-current")).toBeNull();
      await dots.nth(0).click();
      await expectSlide(page, 0);
      await close();
    });

    it("rotates every 4 s, and stops when paused with the control", async () => {
      const { page, close } = await openHome(lang, viewports.mobile, { pauseClock: true });
      const track = page.getByTestId("carousel-track");
      expect(await track.getAttribute("aria-live")).toBe("off");
      await page.clock.runFor(3900);
      await expectSlide(page, 0);
      await page.clock.runFor(200);
      await expectSlide(page, 1);
      await page.clock.runFor(4000);
      await expectSlide(page, 0);

      const control = page.getByTestId("carousel-rotation");
      expect(await control.getAttribute("aria-label")).toBe(controls.pauseRotation);
      await control.click();
      await leaveCarousel(page);
      expect(await control.getAttribute("aria-label")).toBe(controls.startRotation);
      expect(await track.getAttribute("aria-live")).toBe("polite");
      await page.clock.runFor(12_000);
      await expectSlide(page, 0);

      await control.click();
      await leaveCarousel(page);
      await page.clock.runFor(4100);
      await expectSlide(page, 1);
      await close();
    });

    it("pauses while the pointer is over the carousel", async () => {
      const { page, close } = await openHome(lang, viewports.mobile, { pauseClock: true });
      await page.getByTestId("carousel-track").hover();
      await page.clock.runFor(12_000);
      await expectSlide(page, 0);
      await page.mouse.move(5, 5);
      await page.clock.runFor(4100);
      await expectSlide(page, 1);
      await close();
    });

    it("starts paused when the visitor prefers reduced motion", async () => {
      const { page, close } = await openHome(lang, viewports.mobile, {
        reducedMotion: "reduce",
        pauseClock: true,
      });
      await expect
        .poll(() => page.getByTestId("carousel-rotation").getAttribute("aria-label"))
        .toBe(controls.startRotation);
      await page.clock.runFor(12_000);
      await expectSlide(page, 0);
      await close();
    });

    it("opens a full-screen menu that traps focus and closes on Escape", async () => {
      const { page, close } = await openHome(lang, viewports.mobile);
      const button = page.getByTestId("menu-button");
      expect(await page.getByTestId("language-toggle").first().isVisible()).toBe(false);
      await button.click();
      const menu = page.getByTestId("mobile-menu");
      expect(await menu.isVisible()).toBe(true);
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      const box = await menu.boundingBox();
      expect(box?.width).toBe(viewports.mobile.width);
      expect(box?.height).toBe(viewports.mobile.height);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        "hidden",
      );
      expect(await menu.getByTestId("language-toggle").first().isVisible()).toBe(true);

      for (let press = 0; press < 10; press++) {
        await page.keyboard.press(press % 3 === 2 ? "Shift+Tab" : "Tab");
        expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press("Escape");
      expect(await menu.count()).toBe(0);
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
      ).not.toBe("hidden");
      await close();
    });

    it("closes the menu when a link is chosen and scrolls to its section", async () => {
      const { page, close } = await openHome(lang, viewports.mobile);
      await page.getByTestId("menu-button").click();
      await page.getByTestId("mobile-menu").getByRole("link", { name: layout.navProduct }).click();
      await page.waitForURL((url) => url.hash === "#services");
      expect(await page.getByTestId("mobile-menu").count()).toBe(0);
      expect(await settledTop(page.locator("#services"))).toSatisfy(belowHeader);
      await close();
    });
  });

  it("has no horizontal scrolling at 320 px, also with the menu open", async () => {
    const { page, close } = await openHome(lang, { width: 320, height: 700 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBe(0);
    for (const button of await page.locator("main summary").all()) {
      await button.click();
    }
    expect(await overflow()).toBe(0);
    await page.getByTestId("menu-button").click();
    expect(await overflow()).toBe(0);
    await close();
  });

  it("has every feature detail in the prerendered HTML", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(pathFor("home", lang));
    const details = await page.locator("[id^='feature-'][id$='-detail']").allTextContents();
    expect(details).toEqual(landingCopy[lang].featureCards.map((card) => card.detail));
    await close();
  });
});
