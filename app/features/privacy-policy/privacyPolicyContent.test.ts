import { describe, expect, it } from "vitest";
import privacyPolicyCopy from "@content/pages/privacyPolicy.json";
import { languages, type Lang } from "../../../common/i18n/lang";
import type { PolicySectionContent } from "./PolicySectionBody";

// What the law asks the policy to say (docs/product.md#pages-and-routes): the content may be
// reworded and extended, but these topics and statements stay, in every language.
const sections = (lang: Lang): PolicySectionContent[] => privacyPolicyCopy[lang].sections;
const allText = (lang: Lang) => JSON.stringify(privacyPolicyCopy[lang]);
const section = (lang: Lang, id: string) =>
  JSON.stringify(sections(lang).find((candidate) => candidate.id === id) ?? "");

describe("the privacy policy's content", () => {
  it("covers every topic docs/product.md#pages-and-routes lists, in order, in every language", () => {
    for (const lang of languages) {
      expect(sections(lang).map((candidate) => candidate.id)).toEqual([
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
    }
  });

  it("has unique section ids", () => {
    const ids = sections("en").map((candidate) => candidate.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps contact form data for up to 3 years, as the cookie policy says", () => {
    expect(section("en", "retention")).toContain("3 years");
    expect(section("nl", "retention")).toContain("3 jaar");
  });

  it("says in both languages what it records of how a visitor found us, and on what basis", () => {
    for (const lang of languages) {
      expect(section(lang, "data-we-collect")).toContain("utm_campaign");
      expect(section(lang, "legal-basis")).toMatch(/6\(1\)\(f\)|lid 1, onder f/);
    }
  });

  it("gives the company's details in its contact section", () => {
    for (const lang of languages) expect(section(lang, "contact")).toContain("{companyDetails}");
  });

  it("names every data-subject right and the Dutch authority in both languages", () => {
    // The rights' names are checked in the languages whose wording this test knows.
    const rights: Partial<Record<Lang, string[]>> = {
      en: ["Access", "Rectification", "Erasure", "Restriction", "portability", "Objection"],
      nl: ["Inzage", "Rectificatie", "Verwijdering", "Beperking", "Overdraagbaarheid", "Bezwaar"],
    };
    for (const [lang, names] of Object.entries(rights) as [Lang, string[]][]) {
      for (const right of names) expect(section(lang, "your-rights")).toContain(right);
    }
    for (const lang of languages) expect(allText(lang)).toContain("Autoriteit Persoonsgegevens");
  });
});
