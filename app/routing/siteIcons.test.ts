import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconFiles, iconLinks, webManifest } from "./siteIcons";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe("icons and web app manifest", () => {
  it("names the product and lists the 192 and 512 px icons", () => {
    const manifest = webManifest("Quality Pilot", "About it");
    expect(manifest.name).toBe("Quality Pilot");
    expect(manifest.short_name).toBe("Quality Pilot");
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["any", "192x192", "512x512"]);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("refers only to icon files that are committed under public/", () => {
    const referenced = [
      ...Object.values(iconFiles),
      ...webManifest("x", "y").icons.map((icon) => icon.src),
      ...iconLinks.flatMap((link) =>
        "href" in link && link.rel !== "manifest" ? [link.href] : [],
      ),
    ];
    for (const file of referenced) {
      expect(existsSync(path.join(publicDir, String(file))), String(file)).toBe(true);
    }
  });
});
