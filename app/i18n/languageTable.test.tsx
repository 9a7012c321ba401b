import type { MetaDescriptor } from "react-router";
import { MemoryRouter } from "react-router";
import { renderToStaticMarkup } from "react-dom/server";
import { RouterNavigation } from "../routing/RouterNavigation";
import { describe, expect, it } from "vitest";
import { languageTable, languages } from "../../common/i18n/lang";
import { messageSentPaths } from "../../common/messageSentPaths";
import { allPages, langFromPath, pageIds, pathFor } from "../../common/pagePaths";
import { siteConfig } from "../../common/siteConfig";
import { LanguageToggle } from "../features/layout/LanguageToggle";
import routes from "../routes";
import routerConfig from "../../react-router.config";
import { sitemapXml } from "../routing/crawlerFiles";
import { pageMeta } from "../routing/pageMeta";

// Every list below is computed elsewhere from the language table; each assertion rebuilds the
// expected list from the table's rows, so a row added or removed must show up everywhere.
const [defaultRow, ...otherRows] = languageTable;
const origin = siteConfig.siteOrigin;

describe("the language table", () => {
  it("has one default language without a prefix and a distinct prefix for every other one", () => {
    expect(defaultRow.pathPrefix).toBe("");
    expect(languages).toEqual(languageTable.map((row) => row.code));
    const prefixes = otherRows.map((row) => row.pathPrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^\/[a-z-]+$/);
  });

  it("routes every page in every language, and gives each language its not-found page", () => {
    const ids = routes.map((entry) => entry.id);
    for (const row of languageTable) {
      for (const page of pageIds) {
        const path = pathFor(page, row.code);
        expect(path.startsWith(row.pathPrefix)).toBe(true);
        expect(langFromPath(path)).toBe(row.code);
        const entry = routes.find((candidate) => (candidate.path ?? "") === path.slice(1));
        expect(entry?.id, path).toMatch(new RegExp(`-${row.code}$`));
      }
      expect(ids).toContain(`not-found-${row.code}`);
      expect(ids).toContain(`message-sent-${row.code}`);
    }
    expect(routes).toHaveLength(languageTable.length * (pageIds.length + 2));
    const catchAll = (row: (typeof otherRows)[number]) => `${row.pathPrefix.slice(1)}/*`;
    expect(routes.filter((entry) => entry.path?.endsWith("*")).map((entry) => entry.path)).toEqual([
      ...otherRows.map(catchAll),
      "*",
    ]);
  });

  it("prerenders every page, not-found page and message-sent page of every language", () => {
    const expected = languageTable.flatMap((row) => [
      ...pageIds.map((page) => pathFor(page, row.code)),
      `${row.pathPrefix}/404`,
      messageSentPaths[row.code],
    ]);
    expect([...(routerConfig.prerender as string[])].sort()).toEqual(expected.sort());
  });

  it("lists each page of every language in the sitemap with every language as an alternate", () => {
    const xml = sitemapXml(origin, allPages);
    const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
    expect(blocks).toHaveLength(languageTable.length * pageIds.length);
    for (const { page, path } of allPages) {
      const block = blocks.find((candidate) => candidate.includes(`<loc>${origin}${path}<`));
      const alternates = [...(block ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];
      expect(alternates.map((match) => [match[1], match[2]])).toEqual([
        ...languageTable.map((row) => [row.code, `${origin}${pathFor(page, row.code)}`]),
        ["x-default", `${origin}${pathFor(page, defaultRow.code)}`],
      ]);
    }
  });

  it("links every language's version of a page by hreflang and names its Open Graph locales", () => {
    const text = { title: "Title", description: "Description" };
    const values = (meta: MetaDescriptor[], property: string) =>
      meta.flatMap((tag) => ("property" in tag && tag.property === property ? [tag.content] : []));
    for (const row of languageTable) {
      const meta = pageMeta("contact", row.code, text);
      const hreflang = meta.flatMap((tag) =>
        "hrefLang" in tag ? [[tag.hrefLang as string, tag.href as string]] : [],
      );
      expect(hreflang).toEqual([
        ...languageTable.map((other) => [other.code, `${origin}${pathFor("contact", other.code)}`]),
        ["x-default", `${origin}${pathFor("contact", defaultRow.code)}`],
      ]);
      expect(values(meta, "og:locale")).toEqual([row.ogLocale]);
      expect(values(meta, "og:locale:alternate")).toEqual(
        languageTable.filter((other) => other !== row).map((other) => other.ogLocale),
      );
    }
  });

  it("offers the same page in every other language in the toggle, each named in its language", () => {
    for (const row of languageTable) {
      const html = renderToStaticMarkup(
        <MemoryRouter initialEntries={[`${pathFor("contact", row.code)}#form`]}>
          <RouterNavigation>
            <LanguageToggle />
          </RouterNavigation>
        </MemoryRouter>,
      );
      const links = [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(
        ([, attributes = "", text]) => [
          / href="([^"]*)"/.exec(attributes)?.[1],
          / lang="([^"]*)"/.exec(attributes)?.[1],
          text,
        ],
      );
      expect(links).toEqual(
        languageTable
          .filter((other) => other !== row)
          .map((other) => [
            `${pathFor("contact", other.code)}#form`,
            other.code,
            `${other.toggleLabel}<span class="sr-only"> – ${other.versionName}</span>`,
          ]),
      );
    }
  });
});
