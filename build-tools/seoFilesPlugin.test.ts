import { describe, expect, it } from "vitest";
import { siteConfig } from "../common/siteConfig";
import { seoFiles } from "./seoFilesPlugin";

describe("files the build adds for crawlers and browsers", () => {
  const files = seoFiles();

  it("writes the sitemap, robots.txt and the manifest at the site's root", () => {
    expect(Object.keys(files).sort()).toEqual(["/robots.txt", "/site.webmanifest", "/sitemap.xml"]);
  });

  it("builds them from the configured origin and product name", () => {
    expect(files["/robots.txt"]).toContain(`Sitemap: ${siteConfig.siteOrigin}/sitemap.xml`);
    expect(files["/sitemap.xml"]).toContain(
      `<loc>${siteConfig.siteOrigin}/nl/privacy-policy</loc>`,
    );
    const manifest = JSON.parse(files["/site.webmanifest"] ?? "{}") as { name: string };
    expect(manifest.name).toBe(siteConfig.productName);
  });
});
