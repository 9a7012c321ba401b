import { describe, expect, it } from "vitest";
import { readSiteConfig, type SiteEnv } from "../common/siteConfig";
import { fillCountryNames } from "./countryNames";

const built = (env: SiteEnv) => {
  fillCountryNames(env);
  return readSiteConfig(env).address.countryName;
};

describe("country names filled in at build time", () => {
  it("names the configured country in English and Dutch", () => {
    expect(built({})).toMatchObject({ en: "Netherlands", nl: "Nederland" });
    expect(built({ SITE_ADDRESS_COUNTRY: "be" })).toMatchObject({ en: "Belgium", nl: "België" });
  });

  it("keeps a name the operator set", () => {
    expect(built({ SITE_ADDRESS_COUNTRY_NAME_EN: "the Netherlands" })).toMatchObject({
      en: "the Netherlands",
      nl: "Nederland",
    });
  });

  it("refuses a country that is not a two-letter code, naming the variable", () => {
    expect(() => built({ SITE_ADDRESS_COUNTRY: "Netherlands" })).toThrow(/SITE_ADDRESS_COUNTRY/);
  });
});
