import { describe, expect, it } from "vitest";
import { consentStorageKey, productSlug, readSiteConfig } from "./siteConfig";

describe("site configuration", () => {
  it("works out of the box with placeholder company details", () => {
    const config = readSiteConfig({});
    expect(config.productName).toBe("AuditReady");
    expect(config.contactEndpoint).toBe("/api/emailSender");
    expect(config.contactTimeoutMs).toBe(10_000);
    expect(config.contactRequiresAnalyticsConsent).toBe(true);
    expect(config.email).toMatch(/@.+\.example$/);
  });

  it("lets every value be overridden from the environment", () => {
    const config = readSiteConfig({
      SITE_PRODUCT_NAME: "Quality Pilot",
      SITE_EMAIL: "sales@qp.test",
      SITE_ORIGIN: "https://qp.test/",
      SITE_CONTACT_REQUIRES_ANALYTICS_CONSENT: "false",
      SITE_ANALYTICS_SCRIPTS: "/a.js|_ga,^_gid$ https://cdn.test/b.js",
    });
    expect(config.productName).toBe("Quality Pilot");
    expect(config.email).toBe("sales@qp.test");
    expect(config.siteOrigin).toBe("https://qp.test");
    expect(config.contactRequiresAnalyticsConsent).toBe(false);
    expect(config.analyticsScripts).toEqual([
      { src: "/a.js", cookies: ["_ga", "^_gid$"] },
      { src: "https://cdn.test/b.js", cookies: [] },
    ]);
  });

  it("rejects malformed numbers and flags with a message naming the variable", () => {
    expect(() => readSiteConfig({ SITE_CONSENT_REVISION: "two" })).toThrow(/SITE_CONSENT_REVISION/);
    expect(() => readSiteConfig({ SITE_CONTACT_REQUIRES_ANALYTICS_CONSENT: "maybe" })).toThrow(
      /SITE_CONTACT_REQUIRES_ANALYTICS_CONSENT/,
    );
  });

  it("derives the consent storage key from the product name", () => {
    expect(productSlug("Audit Ready+ 2")).toBe("audit_ready_2");
    expect(consentStorageKey({ productName: "AuditReady" })).toBe("auditready_cookie_consent");
  });
});
