import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { siteConfig } from "../common/siteConfig";
import { robotsPath, robotsTxt, sitemapPath, sitemapXml } from "../app/routing/crawlerFiles";
import { allPages } from "../common/pagePaths";

/** The files a crawler or browser fetches by convention, derived from the page table and config. */
export function seoFiles(): Record<string, string> {
  return {
    [sitemapPath]: sitemapXml(siteConfig.siteOrigin, allPages),
    [robotsPath]: robotsTxt(siteConfig.siteOrigin),
  };
}

/**
 * Writes sitemap.xml and robots.txt into the client build. A plugin rather than a post-build
 * script, so every `react-router build` (npm start, tests, CI) gets them.
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
