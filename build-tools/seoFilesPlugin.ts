import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { siteConfig } from "../common/siteConfig";
import { defaultLang } from "../common/i18n/lang";
import { translator } from "../common/i18n/translate";
import { seoCopy } from "../app/routing/copy";
import { robotsPath, robotsTxt, sitemapPath, sitemapXml } from "../app/routing/crawlerFiles";
import { allPages } from "../common/pagePaths";
import { manifestPath, webManifest } from "../app/routing/siteIcons";

/** The files a crawler or browser fetches by convention, derived from the page table and config. */
export function seoFiles(): Record<string, string> {
  const description = translator(seoCopy, defaultLang)("organizationDescription", {
    product: siteConfig.productName,
  });
  return {
    [sitemapPath]: sitemapXml(siteConfig.siteOrigin, allPages),
    [robotsPath]: robotsTxt(siteConfig.siteOrigin),
    [manifestPath]: `${JSON.stringify(webManifest(siteConfig.productName, description), null, 2)}\n`,
  };
}

/**
 * Writes sitemap.xml, robots.txt and site.webmanifest into the client build. A plugin rather
 * than a post-build script, so every `react-router build` (npm start, tests, CI) gets them.
 */
export function seoFilesPlugin(): Plugin {
  return {
    name: "site-seo-files",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    writeBundle(options) {
      if (!options.dir) return;
      for (const [urlPath, body] of Object.entries(seoFiles())) {
        writeFileSync(path.join(options.dir, urlPath), body);
      }
    },
  };
}
