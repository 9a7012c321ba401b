import { describe, expect, it } from "vitest";
import { contentFile, group, list, text } from "../common/content/contentSchema";
import { otherLanguages } from "../common/i18n/lang";
import { entryProblems } from "./entryProblems";

const home = contentFile(
  "pages/home.json",
  {
    heroTitle: text(),
    subtitle: text({ placeholders: ["product"] }),
    cards: list(group({ title: text() }), { min: 1, max: 2 }),
  },
  { label: "Home page" },
);
const english = { heroTitle: "Ready", subtitle: "{product} helps", cards: [{ title: "One" }] };
const dutch = { heroTitle: "Klaar", subtitle: "{product} helpt", cards: [{ title: "Een" }] };

describe("entryProblems", () => {
  it("finds nothing in a file the build would take", () => {
    const translations = Object.fromEntries(
      otherLanguages("en").map((lang) => [lang, { data: dutch }]),
    );
    const entry = { slug: "pages-home", data: english, i18n: translations };
    expect(entryProblems([home], entry)).toEqual([]);
  });

  it("names what the build would refuse in any language, by file, language and field", () => {
    const entry = {
      slug: "pages-home",
      data: english,
      i18n: { nl: { data: { heroTitle: "", subtitle: "Het helpt", cards: [] } } },
    };
    const problems = entryProblems([home], entry);
    expect(
      problems.some((problem) => problem.startsWith("content/pages/home.json: nl.heroTitle")),
    ).toBe(true);
    expect(
      problems.some((problem) => problem.includes("nl.subtitle") && problem.includes("{product}")),
    ).toBe(true);
    expect(
      problems.some((problem) => problem.startsWith("content/pages/home.json: nl.cards")),
    ).toBe(true);
    expect(problems.every((problem) => !problem.includes(": en."))).toBe(true);
  });

  it("knows no problem of an entry that is no content file", () => {
    expect(entryProblems([home], { slug: "pages-other" })).toEqual([]);
  });
});
