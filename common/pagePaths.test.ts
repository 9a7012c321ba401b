import { describe, expect, it } from "vitest";
import {
  allPages,
  langFromPath,
  pageFromPath,
  pathFor,
  pathInLang,
  prerenderPaths,
} from "./pagePaths";

describe("path table", () => {
  it("puts English at the spec's paths and Dutch under /nl", () => {
    expect(pathFor("home", "en")).toBe("/");
    expect(pathFor("home", "nl")).toBe("/nl");
    expect(pathFor("contact", "en")).toBe("/contact");
    expect(pathFor("contact", "nl")).toBe("/nl/contact");
    expect(pathFor("privacyPolicy", "nl")).toBe("/nl/privacy-policy");
    expect(pathFor("home", "en", "services")).toBe("/#services");
    expect(pathFor("home", "nl", "#about")).toBe("/nl#about");
  });

  // app/i18n/languageTable.test.tsx checks the lists follow the language table row by row.
  it("lists every page and not-found page in English and Dutch for prerendering", () => {
    expect(allPages.filter(({ lang }) => lang === "en" || lang === "nl")).toHaveLength(8);
    expect(prerenderPaths).toEqual(
      expect.arrayContaining([
        "/",
        "/nl",
        "/contact",
        "/nl/contact",
        "/cookie-policy",
        "/nl/cookie-policy",
        "/privacy-policy",
        "/nl/privacy-policy",
        "/404",
        "/nl/404",
      ]),
    );
  });

  it("reads the language and page back from a path", () => {
    expect(langFromPath("/nl/contact")).toBe("nl");
    expect(langFromPath("/nlx")).toBe("en");
    expect(langFromPath("/contact")).toBe("en");
    expect(pageFromPath("/nl/cookie-policy")).toEqual({ page: "cookiePolicy", lang: "nl" });
    expect(pageFromPath("/nl/contact/extra")).toBeNull();
    expect(pageFromPath("/404")).toBeNull();
  });

  it("switches language keeping page and hash", () => {
    expect(pathInLang("/", "nl", "#services")).toBe("/nl#services");
    expect(pathInLang("/nl", "en")).toBe("/");
    expect(pathInLang("/contact", "nl")).toBe("/nl/contact");
    expect(pathInLang("/nl/contact/", "en")).toBe("/contact");
    expect(pathInLang("/does-not-exist", "nl")).toBe("/nl");
  });
});
