import { describe, expect, it } from "vitest";
import {
  differingSiteVariables,
  parseBuiltSiteConfig,
  resolveBuiltSiteConfig,
} from "./builtSiteConfig";

describe("the site configuration a build writes", () => {
  const built = resolveBuiltSiteConfig({
    SITE_ANALYTICS_SCRIPTS: "https://stats.example.com/script.js",
    SITE_EMAIL: "sales@qp.test",
    SITE_DIR: "build/client",
    PATH: "/usr/bin",
  });

  it("holds the resolved values and the SITE_* variables the build saw, not the server's own", () => {
    expect(built.config.analyticsScripts).toEqual([
      { src: "https://stats.example.com/script.js", cookies: [] },
    ]);
    expect(built.variables).toEqual({
      SITE_ANALYTICS_SCRIPTS: "https://stats.example.com/script.js",
      SITE_EMAIL: "sales@qp.test",
    });
  });

  it("names the SITE_* variables a serving environment sets differently", () => {
    expect(differingSiteVariables(built, {})).toEqual([]);
    expect(differingSiteVariables(built, { SITE_EMAIL: "sales@qp.test", SITE_DIR: "x" })).toEqual(
      [],
    );
    expect(
      differingSiteVariables(built, { SITE_EMAIL: "other@qp.test", SITE_PHONE: "+31 1" }),
    ).toEqual(["SITE_EMAIL", "SITE_PHONE"]);
  });

  it("refuses a file it did not write, naming the file", () => {
    expect(parseBuiltSiteConfig(JSON.stringify(built), "f.json")).toEqual(built);
    expect(() => parseBuiltSiteConfig("{", "build/site-config.json")).toThrow(
      /build\/site-config.json is not valid JSON/,
    );
    expect(() => parseBuiltSiteConfig("{}", "f.json")).toThrow(
      /f.json is not a site configuration/,
    );
  });
});
