import { describe, expect, it } from "vitest";
import { pageTargetPath, pageTargetPattern } from "./pageLinks";

describe("page targets", () => {
  it("lead to the page, or a section of it, in the reader's language", () => {
    expect(pageTargetPath("contact", "en")).toBe("/contact");
    expect(pageTargetPath("home#services", "nl")).toBe("/nl#services");
    expect(pageTargetPath("cookiePolicy", "nl")).toBe("/nl/cookie-policy");
  });

  it("name none of our pages otherwise", () => {
    for (const to of ["kontakt", "https://example.com", "home#", "home#Services", "/contact"]) {
      expect(pageTargetPattern.test(to), to).toBe(false);
      expect(pageTargetPath(to, "en"), to).toBeNull();
    }
  });
});
