import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  capturedImagesFile,
  parseCapturedManifest,
  productNameDrift,
  recordCapture,
  textDrift,
  textsFingerprint,
  type CapturedImageKey,
  type CapturedManifest,
} from "./capturedImages";
import { languages, perLanguage } from "../common/i18n/lang";

describe("productNameDrift", () => {
  const captured = { productName: "AuditReady", texts: {} };

  it("accepts images captured with the configured name", () => {
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
  const texts = {
    ...perLanguage(() => ({
      title: "Auditgereedheid",
      socialHeadline: "Klaar",
      socialSubline: "Ja",
    })),
    en: { title: "Audit", socialHeadline: "Ready", socialSubline: "Yes" },
  };
  const keys: CapturedImageKey[] = ["dashboard", "aiAssistant", "social"];
  const capturedFrom = (all: Record<string, unknown>, name = "AuditReady"): CapturedManifest => ({
    productName: name,
    texts: Object.fromEntries(
      keys.map((key) => [key, perLanguage((row) => textsFingerprint(key, all[row.code], name))]),
    ),
  });

  it("is empty when every image was captured from today's texts and name", () => {
    expect(textDrift(capturedFrom(texts), () => texts, "AuditReady")).toEqual([]);
  });

  it("names the image, the language, its content file and the command for a changed text", () => {
    const changed = { ...texts, nl: { ...texts.nl, title: "Gereed voor de audit" } };
    expect(
      textDrift(
        capturedFrom(texts),
        (key) => (key === "dashboard" ? changed : texts),
        "AuditReady",
      ),
    ).toEqual([
      "The dashboard image (nl) was not captured from the texts in content/images/dashboard.json " +
        "and today's product name: run `npm run images -- nl` and commit the images.",
    ]);
  });

  it("sees the social card's change only in the fields the card shows", () => {
    const alt = { ...texts, en: { ...texts.en, title: "Another" } };
    const headline = { ...texts, en: { ...texts.en, socialHeadline: "Always ready" } };
    const only = (key: CapturedImageKey, all: typeof texts) => (other: CapturedImageKey) =>
      other === key ? all : texts;
    expect(textDrift(capturedFrom(texts), only("social", alt), "AuditReady")).toEqual([]);
    expect(textDrift(capturedFrom(texts), only("social", headline), "AuditReady")).toEqual([
      expect.stringContaining("run `npm run images:social`"),
    ]);
  });

  it("names every image and language still showing another product name", () => {
    expect(textDrift(capturedFrom(texts, "Certly"), () => texts, "AuditReady")).toHaveLength(
      keys.length * languages.length,
    );
  });

  it("names a language that was never captured", () => {
    const captured = capturedFrom(texts);
    delete captured.texts.aiAssistant?.nl;
    expect(textDrift(captured, () => texts, "AuditReady")).toEqual([
      expect.stringContaining("The aiAssistant image (nl)"),
    ]);
  });
});

describe("recordCapture", () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it("records one language of one image and keeps what earlier captures recorded", () => {
    const root = mkdtempSync(path.join(tmpdir(), "captured-"));
    roots.push(root);
    const texts = perLanguage((row) => ({ title: `Title ${row.code}` }));
    recordCapture(root, "dashboard", languages, texts, "AuditReady");
    recordCapture(root, "social", ["nl"], texts, "AuditReady");
    const manifest = parseCapturedManifest(
      readFileSync(path.join(root, capturedImagesFile), "utf8"),
    );
    expect(manifest.texts.dashboard).toEqual(
      perLanguage((row) => textsFingerprint("dashboard", texts[row.code], "AuditReady")),
    );
    expect(manifest.texts.social).toEqual({
      nl: textsFingerprint("social", texts.nl, "AuditReady"),
    });
  });
});

describe("parseCapturedManifest", () => {
  it("reads the name and the fingerprints", () => {
    expect(
      parseCapturedManifest('{"productName": "Certly", "texts": {"dashboard": {"en": "ab"}}}'),
    ).toEqual({ productName: "Certly", texts: { dashboard: { en: "ab" } } });
  });

  it("refuses a manifest without a name", () => {
    expect(() => parseCapturedManifest('{"name": "Certly"}')).toThrow("productName");
  });
});
