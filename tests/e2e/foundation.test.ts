import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import contactCopy from "@content/pages/contact.json";
import cookiePolicyCopy from "@content/pages/cookiePolicy.json";
import homeCopy from "@content/pages/home.json";
import privacyPolicyCopy from "@content/pages/privacyPolicy.json";
import { defaultLang, languages, type Lang } from "../../common/i18n/lang";
import { allPages, pathFor, type PageId } from "../../common/pagePaths";
import { baseURL, languageLink, fileBrowser, openPage, waitForHydration } from "./support/browser";

const origin = "https://www.auditready.example";
// Each page's heading as its content file words it, in every language of the table.
const headings: Record<PageId, (lang: Lang) => string> = {
  home: (lang) => homeCopy[lang].heroTitle,
  contact: (lang) => contactCopy[lang].heading,
  cookiePolicy: (lang) => cookiePolicyCopy[lang].heading,
  privacyPolicy: (lang) => privacyPolicyCopy[lang].heading,
};

let browser: Browser;
beforeAll(async () => {
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(allPages)("$path", ({ page: pageId, lang, path }) => {
  it("is prerendered: status 200 and its heading without JavaScript", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").first().textContent()).toContain(headings[pageId](lang));
    expect(await page.getAttribute("html", "lang")).toBe(lang);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${origin}${path}`,
    );
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      );
    expect(Object.fromEntries(alternates)).toEqual({
      ...Object.fromEntries(
        languages.map((other) => [other, `${origin}${pathFor(pageId, other)}`]),
      ),
      "x-default": `${origin}${pathFor(pageId, defaultLang)}`,
    });
    const title = await page.title();
    expect(title.length).toBeGreaterThan(5);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(20);
    await close();
  });

  it("hydrates without errors in the console", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.locator("h1").first().textContent()).toContain(headings[pageId](lang));
    expect(errors).toEqual([]);
    await close();
  });

  it("sets its text in two weights, as docs/product.md#look asks: 400 and 600", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(path);
    await waitForHydration(page);
    const weights = await page.evaluate(() => {
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!node.textContent?.trim() || !element?.checkVisibility({ visibilityProperty: true }))
          continue;
        found.add(getComputedStyle(element).fontWeight);
      }
      return [...found].sort();
    });
    expect(weights).toEqual(["400", "600"]);
    await close();
  });
});

describe("loading", () => {
  it.each([
    { path: pathFor("home", "en"), hero: true },
    { path: pathFor("contact", "nl"), hero: false },
  ])(
    "$path loads no web font, and its scripts only after the page and its images, once it and its hero image have painted",
    async ({ path, hero }) => {
      const { page, errors, close } = await openPage(browser);
      await page.goto(path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation");
        const firstPaint = performance.getEntriesByName("first-contentful-paint")[0];
        const resources = performance.getEntriesByType("resource");
        return {
          loadEnd: (navigation as PerformanceNavigationTiming).loadEventEnd,
          firstPaint: firstPaint?.startTime ?? Number.NaN,
          font: resources.filter((entry) => entry.name.endsWith(".woff2")).map((e) => e.name),
          scriptStarts: resources
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .map((entry) => entry.startTime),
        };
      });
      // The browser reports the marked hero image once drawn (docs/decisions/0122); 0 without one.
      const heroDrawn = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            if (!document.querySelector("img[elementtiming]")) {
              resolve(0);
              return;
            }
            new PerformanceObserver((list) => {
              const [entry] = list.getEntries() as (PerformanceEntry & { renderTime: number })[];
              resolve(entry?.renderTime ?? Number.NaN);
            }).observe({ type: "element", buffered: true });
          }),
      );
      // Text never waits for a font download (docs/decisions/0109).
      expect(timing.font).toEqual([]);
      expect(timing.scriptStarts.length).toBeGreaterThan(3);
      expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.loadEnd);
      expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.firstPaint);
      expect(heroDrawn > 0).toBe(hero);
      expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(heroDrawn);
      expect(errors).toEqual([]);
      await close();
    },
  );

  // What the page's start script adds to the head: its rest rules, where it links them before the
  // app loads (docs/decisions/0113; home's come from its stylesheet fold in the body, 0118), and a
  // modulepreload link for each module it then imports (0120). React adds nothing more.
  const restRulesLink = /^<link rel="stylesheet" href="\/assets\/styles-rest-[\w-]+\.css">$/;
  it.each([
    { path: pathFor("home", "en"), added: [] },
    { path: pathFor("contact", "nl"), added: [expect.stringMatching(restRulesLink)] },
  ])(
    "$path hydrates into its head as prerendered, React adding nothing to it",
    async ({ path, added }) => {
      const { page, errors, close } = await openPage(browser);
      await page.addInitScript(() => {
        const added: string[] = [];
        Object.assign(window, { addedToHead: added });
        document.addEventListener("DOMContentLoaded", () => {
          new MutationObserver((records) => {
            for (const record of records) {
              for (const node of record.addedNodes) {
                if (node instanceof Element) added.push(node.outerHTML);
              }
            }
          }).observe(document.head, { childList: true });
        });
      });
      await page.goto(path);
      // React's commit, which would add them, runs before the effect that marks the page hydrated.
      await waitForHydration(page);
      const addedToHead = await page.evaluate(
        () => (window as unknown as { addedToHead: string[] }).addedToHead,
      );
      const modulesStarted = await page.evaluate(() => [
        ...new Set(
          [
            ...(document.querySelector('script[type="module"]')?.textContent ?? "").matchAll(
              /"(\/assets\/[^"]+\.js)"/g,
            ),
          ].map((match) => match[1]),
        ),
      ]);
      const isPreload = (html: string) => html.startsWith('<link rel="modulepreload"');
      expect(addedToHead.filter((html) => !isPreload(html))).toEqual(added);
      expect(addedToHead.filter(isPreload).sort()).toEqual(
        modulesStarted.map((url) => `<link rel="modulepreload" href="${url}">`).sort(),
      );
      expect(await page.locator('link[rel="modulepreload"]:not([media="not all"])').count()).toBe(
        modulesStarted.length,
      );
      expect(errors).toEqual([]);
      await close();
    },
  );

  it.each([pathFor("home", "en"), pathFor("privacyPolicy", "nl"), pathFor("cookiePolicy", "en")])(
    "%s hydrates without React throwing away a render to hydrate a section early",
    async (path) => {
      const { page, close } = await openPage(browser);
      const debug = await page.context().newCDPSession(page);
      // Caught exceptions too: React restarts a render by throwing inside itself (its error 461).
      const thrown: string[] = [];
      debug.on("Debugger.paused", (event) => {
        thrown.push(String(event.data?.["description"] ?? event.data?.["className"]));
        void debug.send("Debugger.resume");
      });
      await debug.send("Debugger.enable");
      await debug.send("Debugger.setPauseOnExceptions", { state: "all" });
      await page.goto(path);
      await waitForHydration(page);
      // The sections below the fold hydrate when the page is idle.
      for (let round = 0; round < 3; round++) {
        await page.evaluate(
          () => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })),
        );
      }
      // React Router suspends once, by design, while it decodes the page's data.
      expect(thrown.filter((description) => description !== "Promise")).toEqual([]);
      await close();
    },
  );
});

it("gives each page its own title, in its language", async () => {
  const { page, close } = await openPage(browser, { javaScriptEnabled: false });
  const titles = new Set<string>();
  for (const { path } of allPages) {
    await page.goto(path);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(allPages.length);
  await close();
});

describe.each([
  { path: "/does-not-exist", lang: "en", text: "Oops! Page not found", home: "/" },
  { path: "/nl/does-not-exist", lang: "nl", text: "Oeps! Pagina niet gevonden", home: "/nl" },
])("not found: $path", ({ path, lang, text, home }) => {
  it("answers 404 with the not-found page of its language, hydrates and logs the path", async () => {
    const { page, errors, close } = await openPage(browser);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getAttribute("html", "lang")).toBe(lang);
    await expect.poll(() => page.locator("body").textContent()).toContain("404");
    expect(await page.locator("h1").textContent()).toBe(text);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(errors.some((line) => line.includes(path))).toBe(true);
    expect(errors.filter((line) => !line.includes(path))).toEqual([]);
    await page.locator("main a", { hasText: lang === "en" ? "home" : "startpagina" }).click();
    await page.waitForURL((url) => url.pathname === home);
    await close();
  });
});

describe("language toggle", () => {
  it.each([
    ["/", "/nl"],
    ["/contact", "/nl/contact"],
  ])("round-trips %s and %s", async (en, nl) => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(en);
    await waitForHydration(page);
    const toggle = languageLink(page, "nl");
    expect((await toggle.innerText()).trim().startsWith("NL")).toBe(true);
    await toggle.click();
    await page.waitForURL((url) => url.pathname === nl);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("nl");
    // Home in the other language is a document load (docs/decisions/0114): its menu hydrates anew.
    await waitForHydration(page);
    const back = languageLink(page, "en");
    expect((await back.innerText()).trim().startsWith("EN")).toBe(true);
    await back.click();
    await page.waitForURL((url) => url.pathname === en);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    expect(errors).toEqual([]);
    await close();
  });

  it("opens each page with its texts in its own language, home as a document of its own", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/contact");
    await waitForHydration(page);
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect
      .poll(() => page.locator("h1").first().textContent())
      .toContain(headings.home("en"));
    await waitForHydration(page);
    await languageLink(page, "nl").click();
    await page.waitForURL((url) => url.pathname === "/nl");
    await expect
      .poll(() => page.locator("h1").first().textContent())
      .toContain(headings.home("nl"));
    expect(await page.title()).toContain("voedselveiligheid");
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps the hash", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/#services");
    await waitForHydration(page);
    await languageLink(page, "nl").click();
    await page.waitForURL((url) => url.pathname === "/nl" && url.hash === "#services");
    await close();
  });
});

describe("server", () => {
  it("sends the security headers with every page", async () => {
    const response = await fetch(`${baseURL()}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src [^;]*'sha256-/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("redirects the trailing-slash form once and never to another host", async () => {
    const slash = await fetch(`${baseURL()}/contact/`, { redirect: "manual" });
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/contact");
    const sneaky = await fetch(`${baseURL()}//evil.example/`, { redirect: "manual" });
    expect(sneaky.status).toBe(404);
  });

  it("compresses text and caches hashed assets forever", async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    // React DOM's chunk: every page loads it, and it is far above the size worth compressing.
    const asset = /"(\/assets\/react-dom-[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${baseURL()}${asset}`, { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers the health check", async () => {
    const response = await fetch(`${baseURL()}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });
});
