import { describe, expect, it } from "vitest";
import { languages } from "../../common/i18n/lang";
import { readSiteConfig } from "../../common/siteConfig";
import {
  contactPointJsonLd,
  organizationJsonLd,
  structuredDataFor,
  webSiteJsonLd,
} from "./structuredData";

const config = readSiteConfig({
  SITE_PRODUCT_NAME: "Quality Pilot",
  SITE_COMPANY_NAME: "Quality Pilot B.V.",
  SITE_REGISTER_NUMBER: "11223344",
  SITE_VAT_NUMBER: "NL001122334B01",
  SITE_ADDRESS_STREET: "Kade 1",
  SITE_ADDRESS_POSTAL_CODE: "1011 AA",
  SITE_ADDRESS_CITY: "Amsterdam",
  SITE_EMAIL: "sales@qp.test",
  SITE_PHONE: "+31 20 000 0000",
  SITE_PROFESSIONAL_NETWORK_URL: "https://www.linkedin.com/company/qp",
  SITE_ORIGIN: "https://qp.test",
});

describe("structured data", () => {
  it("describes the organisation with the configured company details", () => {
    const org = organizationJsonLd(config, "nl");
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://qp.test/#organization",
      name: "Quality Pilot B.V.",
      brand: { name: "Quality Pilot" },
      url: "https://qp.test/",
      logo: "https://qp.test/icon-512.png",
      email: "sales@qp.test",
      telephone: "+31 20 000 0000",
      vatID: "NL001122334B01",
      identifier: { propertyID: "KvK", value: "11223344" },
      address: {
        "@type": "PostalAddress",
        streetAddress: "Kade 1",
        postalCode: "1011 AA",
        addressLocality: "Amsterdam",
        addressCountry: "NL",
      },
      sameAs: ["https://www.linkedin.com/company/qp"],
    });
    expect(org.description).toContain("Quality Pilot is een platform");
  });

  it("gives the organisation one @id and url, the site's origin, on every page in both languages", () => {
    const organisations = (["en", "nl"] as const).flatMap((lang) =>
      (["home", "contact"] as const).map((page) => structuredDataFor(page, lang, config)[0]),
    );
    for (const org of organisations) {
      expect(org).toMatchObject({
        "@type": "Organization",
        "@id": "https://qp.test/#organization",
        url: "https://qp.test/",
      });
    }
  });

  it("names the website per language and links it to the organisation", () => {
    expect(webSiteJsonLd(config, "en")).toMatchObject({
      "@type": "WebSite",
      name: "Quality Pilot",
      url: "https://qp.test/",
      inLanguage: "en",
      publisher: { "@id": "https://qp.test/#organization" },
    });
    expect(webSiteJsonLd(config, "nl")).toMatchObject({
      url: "https://qp.test/nl",
      inLanguage: "nl",
    });
  });

  it("gives the contact page a ContactPoint with the configured email and phone", () => {
    expect(contactPointJsonLd(config, "en").contactPoint).toEqual({
      "@type": "ContactPoint",
      contactType: "sales",
      email: "sales@qp.test",
      telephone: "+31 20 000 0000",
      availableLanguage: languages,
      url: "https://qp.test/contact",
    });
  });

  it("puts Organization and WebSite on home, ContactPoint on contact, nothing on the policies", () => {
    const types = (page: Parameters<typeof structuredDataFor>[0]) =>
      structuredDataFor(page, "en", config).map((doc) => doc["@type"]);
    expect(types("home")).toEqual(["Organization", "WebSite"]);
    expect(types("contact")).toEqual(["Organization"]);
    expect(structuredDataFor("contact", "en", config)[0]).toHaveProperty("contactPoint");
    expect(types("privacyPolicy")).toEqual([]);
    expect(types("cookiePolicy")).toEqual([]);
  });

  it("survives a JSON round trip unchanged (what the page embeds is what it means)", () => {
    for (const doc of structuredDataFor("home", "nl", config)) {
      expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    }
  });
});
