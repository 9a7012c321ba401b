import { describe, expect, it } from "vitest";
import {
  parseCapturedMockups,
  productNameDrift,
  textDrift,
  textsFingerprint,
  type CapturedMockups,
} from "./capturedMockups";
import { perLanguage } from "../common/i18n/lang";

describe("productNameDrift", () => {
  const captured = { productName: "AuditReady", texts: {} };

  it("accepts mock-ups captured with the configured name", () => {
    expect(productNameDrift(captured, "AuditReady")).toBeNull();
  });

  it("names both names and the fix when they differ", () => {
    const message = productNameDrift(captured, "Certly");
    expect(message).toContain('show "AuditReady"');
    expect(message).toContain('SITE_PRODUCT_NAME is "Certly"');
    expect(message).toContain("npm run images");
  });

  it("treats a change of case as a different name", () => {
    expect(productNameDrift(captured, "Auditready")).not.toBeNull();
  });
});

describe("textDrift", () => {
  const texts = { ...perLanguage(() => ({ title: "Auditgereedheid" })), en: { title: "Audit" } };
  const fingerprints = (all: Record<string, unknown>) =>
    perLanguage((row) => textsFingerprint(all[row.code]));
  const capturedFrom = (dashboard: Record<string, unknown>): CapturedMockups => ({
    productName: "AuditReady",
    texts: { dashboard: fingerprints(dashboard), aiAssistant: fingerprints(texts) },
  });

  it("is empty when every image was captured from today's texts", () => {
    expect(textDrift(capturedFrom(texts), () => texts)).toEqual([]);
  });

  it("names the image, the language, its content file and the command for a changed text", () => {
    const changed = { ...texts, nl: { title: "Gereed voor de audit" } };
    expect(
      textDrift(capturedFrom(texts), (key) => (key === "dashboard" ? changed : texts)),
    ).toEqual([
      "The dashboard image (nl) was not captured from the texts in content/images/dashboard.json: " +
        "run `npm run images -- nl` and commit the images.",
    ]);
  });

  it("names a language that was never captured", () => {
    const captured = capturedFrom(texts);
    delete captured.texts.aiAssistant?.nl;
    expect(textDrift(captured, () => texts)).toEqual([
      expect.stringContaining("The aiAssistant image (nl)"),
    ]);
  });
});

describe("parseCapturedMockups", () => {
  it("reads the name and the fingerprints", () => {
    expect(
      parseCapturedMockups('{"productName": "Certly", "texts": {"dashboard": {"en": "ab"}}}'),
    ).toEqual({ productName: "Certly", texts: { dashboard: { en: "ab" } } });
  });

  it("refuses a manifest without a name", () => {
    expect(() => parseCapturedMockups('{"name": "Certly"}')).toThrow("productName");
  });
});
