import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";

// Each page inlines only the rules of the site's stylesheet its own HTML can use; the rest loads
// once the page has painted (docs/decisions/0113), or, on a page with a stylesheet fold, from the
// fold, holding back only what follows it (docs/decisions/0118). These check what a visitor would
// see if a rule went missing: a page reached through the app looking different from the same page
// opened, or a first paint different from the finished page.

let browser: Browser;
beforeAll(async () => {
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** What each element of the main content looks like, in the properties a missing rule changes. */
function mainLooks(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) =>
    [main, ...main.querySelectorAll("*")].map((element) => {
      const style = getComputedStyle(element);
      return [
        element.tagName,
        style.display,
        style.position,
        style.fontSize,
        style.fontWeight,
        style.color,
        style.backgroundColor,
        style.marginTop,
        style.paddingTop,
        style.borderTopWidth,
        style.gridTemplateColumns,
        style.maxWidth,
      ].join(" ");
    }),
  );
}

describe.each([
  { from: "/contact", to: "/privacy-policy", heading: "Privacy policy" },
  { from: "/nl/cookie-policy", to: "/nl", heading: "Elke dag klaar voor de audit" },
])("from $from to $to inside the app", ({ from, to, heading }) => {
  it("shows the page as it looks when opened directly", async () => {
    const { page, errors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(to);
    await waitForHydration(page);
    const opened = await mainLooks(page);

    await page.goto(from);
    await waitForHydration(page);
    await page.locator(`footer a[href="${to}"], header a[href="${to}"]`).first().click();
    await page.locator("h1", { hasText: heading }).waitFor();
    expect(await mainLooks(page)).toEqual(opened);
    expect(errors).toEqual([]);
    await close();
  });
});

/**
 * Every visible property of every element before the page's stylesheet fold (of every element on
 * a page without one), and of its `::before` and `::after` where they have content, at two
 * widths. Custom properties are left out: a page sets only those it reads (docs/decisions/0117).
 */
async function everyElementLooks(page: Page): Promise<string[]> {
  // A section below the fold has a stand-in size until the browser has laid it out once, which
  // depends on what was on screen before, not on the rules: lay every section out.
  await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "*{content-visibility:visible!important}";
    document.head.append(style);
  });
  const looks: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    looks.push(
      ...(await page.evaluate(() => {
        const fold = document.querySelector('link[rel="stylesheet"]:is(body *)');
        // What holds the fold is as tall as what follows it, which these rules do not style.
        const sizedByWhatFollows = [
          "height",
          "block-size",
          "transform-origin",
          "perspective-origin",
        ];
        const look = (style: CSSStyleDeclaration, holdsFold = false) =>
          [...style]
            .filter((property) => !property.startsWith("--"))
            .filter((property) => !(holdsFold && sizedByWhatFollows.includes(property)))
            .map((property) => `${property}:${style.getPropertyValue(property)}`)
            .join(";");
        const position = (element: Element) => (fold ? element.compareDocumentPosition(fold) : 0);
        const elements = [...document.querySelectorAll("body, body *")].filter(
          (element) =>
            !fold ||
            (position(element) &
              (Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY)) !==
              0,
        );
        return elements.flatMap((element) => [
          `${element.tagName} ${look(getComputedStyle(element), (position(element) & Node.DOCUMENT_POSITION_CONTAINED_BY) !== 0)}`,
          ...["::before", "::after"]
            .map((pseudo) => [pseudo, getComputedStyle(element, pseudo)] as const)
            .filter(([, style]) => !["none", "normal"].includes(style.content))
            .map(([pseudo, style]) => `${element.tagName}${pseudo} ${look(style)}`),
        ]);
      })),
    );
  }
  return looks;
}

describe.each(["/", "/nl", "/contact", "/privacy-policy"])("%s's first paint", (path) => {
  it("looks as it does with the whole stylesheet, from the inline rules alone", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(path);
    const whole = await everyElementLooks(page);
    let blocked = 0;
    await page.route("**/assets/styles-rest-*.css", (route) => {
      blocked += 1;
      return route.abort();
    });
    await page.goto(path);
    expect(blocked).toBe(1);
    expect(await everyElementLooks(page)).toEqual(whole);
    await close();
  });
});

describe("home's stylesheet fold", () => {
  it.each(["/", "/nl"])(
    "%s paints the hero while the rules for the rest of the page are still coming",
    async (path) => {
      const { page, close } = await openPage(browser);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/assets/styles-rest-*.css", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "commit" });
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]);
      const painted = await page.evaluate(() => {
        const hero = document.querySelector("#home");
        return {
          heroShown: (hero?.querySelector("h1")?.getBoundingClientRect().height ?? 0) > 0,
          heroStyled: hero !== null && getComputedStyle(hero).paddingTop !== "0px",
          restParsed: document.querySelector("#services") !== null,
        };
      });
      expect(painted).toEqual({ heroShown: true, heroStyled: true, restParsed: false });
      release();
      await page.locator("#services h2").waitFor();
      await expect
        .poll(() =>
          page.locator("#services").evaluate((section) => getComputedStyle(section).paddingTop),
        )
        .not.toBe("0px");
      await close();
    },
  );

  it("/#services opens at its section, styled, without scripts", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/#services");
    const section = page.locator("#services");
    await expect
      .poll(() => section.evaluate((s) => getComputedStyle(s).paddingTop))
      .not.toBe("0px");
    await expect
      .poll(() => section.evaluate((s) => Math.round(s.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await close();
  });
});

describe("the stylesheet's requests", () => {
  it.each(["/contact", "/"])(
    "with scripts: %s asks for its rest rules once, never for the whole stylesheet",
    async (path) => {
      const { page, close } = await openPage(browser);
      const stylesheets: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet")
          stylesheets.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await waitForHydration(page);
      expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/styles-rest-[\w-]+\.css$/)]);
      await close();
    },
  );

  it("without scripts: the rest rules apply at once", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/contact");
    const restRules = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => sheet.href?.includes("/assets/styles-rest-"))
        .reduce((count, sheet) => count + sheet.cssRules.length, 0),
    );
    expect(restRules).toBeGreaterThan(0);
    await close();
  });
});
