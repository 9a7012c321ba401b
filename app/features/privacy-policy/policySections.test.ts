import { describe, expect, it } from "vitest";
import { translator } from "../../../common/i18n/translate";
import { privacyPolicyCopy } from "./copy";
import { policySections } from "./policySections";

describe("privacy policy structure", () => {
  it("covers every topic docs/product.md#pages-and-routes lists, in order", () => {
    expect(policySections.map((section) => section.id)).toEqual([
      "data-we-collect",
      "visit-counts",
      "how-we-use-data",
      "legal-basis",
      "sharing",
      "retention",
      "your-rights",
      "security",
      "international-transfers",
      "contact",
      "changes",
    ]);
  });

  it("has unique section ids usable as URL fragments", () => {
    const ids = policySections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
  });

  it("keeps contact form data for up to 3 years, as the cookie policy says", () => {
    expect(translator(privacyPolicyCopy, "en")("retentionFormText")).toContain("3 years");
    expect(translator(privacyPolicyCopy, "nl")("retentionFormText")).toContain("3 jaar");
  });

  it("says in both languages what it records of how a visitor found us, why, and on what basis", () => {
    const used = new Set(
      policySections.flatMap((section) =>
        section.blocks.flatMap((block) =>
          block.kind === "terms" ? block.items.flat() : block.kind === "list" ? block.items : [],
        ),
      ),
    );
    for (const key of ["collectedSourceText", "useSource", "basisSourceText"] as const) {
      expect(used.has(key)).toBe(true);
    }
    for (const lang of ["en", "nl"] as const) {
      const t = translator(privacyPolicyCopy, lang);
      expect(t("collectedSourceText")).toContain("utm_campaign");
      expect(t("basisSourceText")).toMatch(/6\(1\)\(f\)|lid 1, onder f/);
    }
  });

  it("names every data-subject right and the Dutch authority in both languages", () => {
    const en = Object.values(privacyPolicyCopy.en).join(" ");
    const nl = Object.values(privacyPolicyCopy.nl).join(" ");
    for (const right of [
      "Access",
      "Rectification",
      "Erasure",
      "Restriction",
      "portability",
      "Objection",
    ]) {
      expect(en).toContain(right);
    }
    for (const right of [
      "Inzage",
      "Rectificatie",
      "Verwijdering",
      "Beperking",
      "Overdraagbaarheid",
      "Bezwaar",
    ]) {
      expect(nl).toContain(right);
    }
    expect(en).toContain("Autoriteit Persoonsgegevens");
    expect(nl).toContain("Autoriteit Persoonsgegevens");
  });
});
