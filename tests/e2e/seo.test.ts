import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig } from "../../common/siteConfig";
import { allPages, pathFor } from "../../common/pagePaths";
import { baseURL, fileBrowser, openPage, waitForHydration } from "./support/browser";
import { testSiteEnv } from "./support/testBuild";

const config = readSiteConfig(testSiteEnv);
const origin = config.siteOrigin;

/** A URL the site advertises with its public origin, fetched from the test server instead. */
const local = (url: string) => `${baseURL()}${url.replace(origin, "")}`;

let browser: Browser;
beforeAll(async () => {
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const sources = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  return sources.map((source) => JSON.parse(source) as Record<string, unknown>);
}

async function metaContent(page: Page, attribute: "property" | "name", key: string) {
  return page.locator(`meta[${attribute}="${key}"]`).getAttribute("content");
}

describe("sitemap.xml", () => {
  it("is served as XML and lists all 8 pages with en, nl and x-default alternates", async () => {
    const response = await fetch(`${baseURL()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();

    const { page, close } = await openPage(browser);
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const sitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9";
      const xhtmlNs = "http://www.w3.org/1999/xhtml";
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        urls: [...doc.getElementsByTagNameNS(sitemapNs, "url")].map((url) => ({
          loc: url.getElementsByTagNameNS(sitemapNs, "loc")[0]?.textContent ?? "",
          alternates: Object.fromEntries(
            [...url.getElementsByTagNameNS(xhtmlNs, "link")].map((link) => [
              link.getAttribute("hreflang") ?? "",
              link.getAttribute("href") ?? "",
            ]),
          ),
        })),
      };
    }, xml);
    await close();

    expect(parsed.error).toBe(false);
    expect(parsed.urls.map((url) => url.loc).sort()).toEqual(
      allPages.map(({ path }) => `${origin}${path}`).sort(),
    );
    expect(parsed.urls).toHaveLength(8);
    for (const { page: pageId, path } of allPages) {
      const entry = parsed.urls.find((url) => url.loc === `${origin}${path}`);
      expect(entry?.alternates).toEqual({
        en: `${origin}${pathFor(pageId, "en")}`,
        nl: `${origin}${pathFor(pageId, "nl")}`,
        "x-default": `${origin}${pathFor(pageId, "en")}`,
      });
    }
    for (const { loc } of parsed.urls) {
      expect((await fetch(local(loc))).status, loc).toBe(200);
    }
  });
});

describe("robots.txt", () => {
  it("is served as plain text, allows crawling and points to the sitemap's absolute URL", async () => {
    const response = await fetch(`${baseURL()}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe.each([
  { lang: "en", path: "/" },
  { lang: "nl", path: "/nl" },
])("structured data on the home page $path", ({ lang, path }) => {
  it("describes the Organization and WebSite with the configured company details", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(path);
    const prerendered = await jsonLd(page);
    await waitForHydration(page);
    const hydrated = await jsonLd(page);
    expect(hydrated).toEqual(prerendered);

    const organization = prerendered.find((doc) => doc["@type"] === "Organization");
    // One organisation behind both languages: the same @id and url, the site's origin.
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@id": `${origin}/#organization`,
      name: config.companyName,
      url: `${origin}/`,
      email: config.email,
      telephone: config.phone,
      vatID: config.vatNumber,
      identifier: { value: config.registerNumber },
      address: {
        streetAddress: config.address.street,
        postalCode: config.address.postalCode,
        addressLocality: config.address.city,
        addressCountry: config.address.country,
      },
      sameAs: [config.professionalNetworkUrl],
    });
    const logo = await fetch(local(String(organization?.logo)));
    expect(logo.headers.get("content-type")).toBe("image/png");

    const website = prerendered.find((doc) => doc["@type"] === "WebSite");
    expect(website).toMatchObject({
      name: config.productName,
      url: `${origin}${path}`,
      inLanguage: lang,
      publisher: { "@id": organization?.["@id"] },
    });
    // The Content-Security-Policy hashes every inline script: a blocked one would be reported here.
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each([
  { lang: "en", path: "/contact" },
  { lang: "nl", path: "/nl/contact" },
])("structured data on the contact page $path", ({ path }) => {
  it("has a ContactPoint with the configured email and phone", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(path);
    const [organization, ...others] = await jsonLd(page);
    expect(others).toEqual([]);
    expect(organization).toMatchObject({
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: config.companyName,
      url: `${origin}/`,
      contactPoint: {
        "@type": "ContactPoint",
        email: config.email,
        telephone: config.phone,
        url: `${origin}${path}`,
      },
    });
    await close();
  });
});

describe.each(allPages)("social sharing tags of $path", ({ lang, path }) => {
  it("has Open Graph and Twitter card tags in the page's language with a 1200×630 image", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(path);
    expect(await metaContent(page, "property", "og:title")).toBe(await page.title());
    expect(await metaContent(page, "property", "og:description")).toBe(
      await metaContent(page, "name", "description"),
    );
    expect(await metaContent(page, "property", "og:url")).toBe(`${origin}${path}`);
    expect(await metaContent(page, "property", "og:type")).toBe("website");
    expect(await metaContent(page, "property", "og:locale")).toBe(
      lang === "en" ? "en_GB" : "nl_NL",
    );
    expect(await metaContent(page, "property", "og:locale:alternate")).toBe(
      lang === "en" ? "nl_NL" : "en_GB",
    );
    expect(await metaContent(page, "name", "twitter:card")).toBe("summary_large_image");
    const imageAlt = await metaContent(page, "property", "og:image:alt");
    expect(imageAlt?.length).toBeGreaterThan(20);
    expect(imageAlt).toContain(lang === "en" ? "audit preparation" : "auditvoorbereiding");
    expect(await metaContent(page, "name", "twitter:image:alt")).toBe(imageAlt);

    const image = (await metaContent(page, "property", "og:image")) ?? "";
    expect(image.startsWith(`${origin}/`)).toBe(true);
    expect(image).toContain(`/${lang}.`);
    const response = await fetch(local(image));
    expect(response.headers.get("content-type")).toBe("image/png");
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    expect(await metaContent(page, "property", "og:image:width")).toBe("1200");
    expect(await metaContent(page, "property", "og:image:height")).toBe("630");
    await close();
  });
});

describe("site icons", () => {
  it("links favicons and the touch icon, each served with its content type and size", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/nl/contact");
    const links = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((elements) =>
        elements.map((link) => ({
          rel: link.getAttribute("rel") ?? "",
          href: link.getAttribute("href") ?? "",
          sizes: link.getAttribute("sizes"),
        })),
      );
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toMatch(
      /^#[0-9a-f]{6}$/,
    );
    await close();

    const contentTypes: Record<string, string> = {};
    for (const link of links) {
      const response = await fetch(`${baseURL()}${link.href}`);
      expect(response.status, link.href).toBe(200);
      contentTypes[link.href] = (response.headers.get("content-type") ?? "").split(";")[0] ?? "";
      if (link.sizes) {
        const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(`${width}x${height}`).toBe(link.sizes);
      }
    }
    expect(Object.values(contentTypes).sort()).toEqual(["image/png", "image/png", "image/svg+xml"]);
    expect(links.find((link) => link.rel === "apple-touch-icon")?.sizes).toBe("180x180");
  });
});

it("serves /favicon.ico, which many clients ask for whatever the page declares", async () => {
  const response = await fetch(`${baseURL()}/favicon.ico`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/x-icon");
  const ico = Buffer.from(await response.arrayBuffer());
  // An ICO header (reserved 0, type 1) with at least the 16 and 32 px images browsers pick.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) =>
    ico.readUInt8(6 + index * 16),
  );
  expect(sizes).toEqual(expect.arrayContaining([16, 32]));
});

it("keeps not-found pages out of search results and out of the sitemap", async () => {
  const xml = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
  expect(xml).not.toContain("404");
  const { page, close } = await openPage(browser, { javaScriptEnabled: false });
  await page.goto("/nl/does-not-exist");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  expect(await jsonLd(page)).toEqual([]);
  await close();
});
