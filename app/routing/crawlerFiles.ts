import { defaultLang, languages } from "../../common/i18n/lang";
import { pathFor, type PageEntry } from "../../common/pagePaths";

export const sitemapPath = "/sitemap.xml";
export const robotsPath = "/robots.txt";

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * Every page in every language, each listing all its language versions (and x-default, the
 * default language's page) as `xhtml:link` alternates, the form Google documents for multilingual sitemaps.
 */
export function sitemapXml(origin: string, pages: PageEntry[]): string {
  const link = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`;
  const urls = pages.map(({ page, path }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(origin + path)}</loc>`,
      ...languages.map((lang) => link(lang, pathFor(page, lang))),
      link("x-default", pathFor(page, defaultLang)),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything is public except the API, which has nothing for a crawler. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}${sitemapPath}`,
    "",
  ].join("\n");
}
