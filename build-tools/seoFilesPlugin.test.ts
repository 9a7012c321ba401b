import { describe, expect, it } from "vitest";
import { siteConfig } from "../common/siteConfig";
import { seoFiles } from "./seoFilesPlugin";

describe("files the build adds for crawlers and browsers", () => {
  const files = seoFiles();

  it("writes the sitemap and robots.txt at the site's root", () => {
    expect(Object.keys(files).sort()).toEqual(["/robots.txt", "/sitemap.xml"]);
  });

  it("builds them from the configured origin", () => {
    expect(files["/robots.txt"]).toContain(`Sitemap: ${siteConfig.siteOrigin}/sitemap.xml`);
    expect(files["/sitemap.xml"]).toContain(
      `<loc>${siteConfig.siteOrigin}/nl/privacy-policy</loc>`,
    );
  });
});
