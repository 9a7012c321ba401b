import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./crawlerFiles";
import { languages } from "../../common/i18n/lang";
import { allPages, pageIds, pathFor } from "../../common/pagePaths";

const origin = "https://qp.test";

function urlBlocks(xml: string): string[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
}

describe("sitemap.xml", () => {
  const xml = sitemapXml(origin, allPages);

  it("lists every page in every language once, with absolute URLs", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(allPages.map(({ path }) => `${origin}${path}`));
    expect(locs).toHaveLength(pageIds.length * languages.length);
    expect(locs).toContain("https://qp.test/nl/privacy-policy");
  });

  it("gives each page an alternate per language and x-default (English)", () => {
    const contact = urlBlocks(xml).find((block) =>
      block.includes("<loc>https://qp.test/nl/contact<"),
    );
    const alternates = [...(contact ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (match) => [match[1], match[2]],
    );
    expect(alternates).toEqual([
      ...languages.map((lang) => [lang, `https://qp.test${pathFor("contact", lang)}`]),
      ["x-default", "https://qp.test/contact"],
    ]);
    for (const block of urlBlocks(xml)) {
      expect(block.match(/<xhtml:link /g)).toHaveLength(languages.length + 1);
    }
  });

  it("is well-formed XML in the sitemap and xhtml namespaces", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("escapes characters XML reserves", () => {
    const odd = sitemapXml("https://a.test/?x=1&y=<2>", [{ page: "home", lang: "en", path: "/" }]);
    expect(odd).toContain("<loc>https://a.test/?x=1&amp;y=&lt;2&gt;/</loc>");
    expect(odd).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });
});

describe("robots.txt", () => {
  it("allows crawling the site, keeps crawlers out of the API and names the sitemap", () => {
    const lines = robotsTxt(origin).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Sitemap: https://qp.test/sitemap.xml");
    expect(lines.filter((line) => line.trim() === "Disallow: /")).toEqual([]);
  });
});
