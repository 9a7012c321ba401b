import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconFiles, iconLinks } from "./siteIcons";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe("site icons", () => {
  it("refers only to icon files that are committed under public/", () => {
    const referenced = [
      ...Object.values(iconFiles),
      ...iconLinks.flatMap((link) => ("href" in link ? [link.href] : [])),
    ];
    for (const file of referenced) {
      expect(existsSync(path.join(publicDir, String(file))), String(file)).toBe(true);
    }
  });

  it("links no web app manifest, which Chrome would fetch on every load", () => {
    expect(iconLinks.map((link) => ("rel" in link ? link.rel : ""))).toEqual([
      "icon",
      "icon",
      "apple-touch-icon",
    ]);
  });
});
