import { describe, expect, it } from "vitest";
import { languages, otherLanguages, perLanguage } from "../i18n/lang";
import { checkContent, formatProblem } from "./checkContent";
import { contentFile, group, list, text } from "./contentSchema";

const page = contentFile(
  "pages/sample.json",
  {
    title: text({ placeholders: ["product"] }),
    brand: text({ same: true }),
    more: text({
      same: true,
      pattern: { regex: /^(home|contact)$/, description: "one of our pages: home or contact" },
    }),
    lead: text({ placeholders: ["details"] }),
    cards: list(group({ heading: text(), body: text({ long: true }) }), { min: 1, max: 2 }),
  },
  { label: "Sample page" },
);

// Every language after English reads the Dutch texts: translated, as the check wants them.
const validContent = () => ({
  ...perLanguage(() => ({
    title: "Maak kennis met {product}",
    brand: "AuditReady",
    more: "contact",
    lead: "{details}",
    cards: [{ heading: "Snel", body: "Het is snel." }],
  })),
  en: {
    title: "Meet {product}",
    brand: "AuditReady",
    more: "contact",
    lead: "{details}",
    cards: [{ heading: "Fast", body: "It is fast." }],
  },
});

type Sample = ReturnType<typeof validContent>;

/** The problems of the sample page after `change`, as the build prints them. */
function problemsAfter(change: (content: Sample) => void): string[] {
  const content = validContent();
  change(content);
  return checkContent([page], () => content).map((problem) => formatProblem(problem));
}

describe("checkContent", () => {
  it("finds nothing wrong with complete, translated content", () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it("names a text missing in one language by file, field and language", () => {
    expect(
      problemsAfter((content) => {
        delete (content.nl.cards[0] as Partial<Sample["nl"]["cards"][0]>).heading;
      }),
    ).toEqual(["content/pages/sample.json: nl.cards[0].heading: missing"]);
  });

  it("names a language missing altogether", () => {
    expect(
      problemsAfter((content) => {
        delete (content as Partial<Sample>).nl;
      }),
    ).toEqual(["content/pages/sample.json: nl: missing"]);
  });

  it("calls an empty or blank text empty", () => {
    expect(
      problemsAfter((content) => {
        content.en.cards[0] = { heading: "Fast", body: " " };
        content.nl.title = "";
      }),
    ).toEqual([
      "content/pages/sample.json: en.cards[0].body: empty",
      "content/pages/sample.json: nl.title: empty",
    ]);
  });

  it("names a field the code does not know", () => {
    expect(
      problemsAfter((content) => {
        Object.assign(content.nl, { subtitle: "Extra" });
      }),
    ).toEqual(["content/pages/sample.json: nl.subtitle: unknown field"]);
  });

  it("names a placeholder a translation lost", () => {
    expect(
      problemsAfter((content) => {
        content.nl.title = "Maak kennis met ons";
      }),
    ).toEqual([
      "content/pages/sample.json: nl.title: placeholder {product} is missing (the en text has it)",
    ]);
  });

  it("names a placeholder the code never fills, in any language", () => {
    expect(
      problemsAfter((content) => {
        content.en.title = "Meet {product}, {name}";
        content.nl.cards[0] = { heading: "Snel", body: "Het is {speed}." };
      }),
    ).toEqual([
      "content/pages/sample.json: en.title: placeholder {name} is unknown to the code (it fills {product})",
      "content/pages/sample.json: nl.cards[0].body: placeholder {speed} is unknown to the code (it fills none here)",
    ]);
  });

  it("names a list shorter than the layout takes, with the range, in every language", () => {
    expect(
      problemsAfter((content) => {
        for (const lang of languages) content[lang].cards = [];
      }),
    ).toEqual(
      languages.map(
        (lang) => `content/pages/sample.json: ${lang}.cards: 0 items, the layout takes at least 1`,
      ),
    );
  });

  it("names a list longer than the layout takes, and longer than the default language's", () => {
    expect(
      problemsAfter((content) => {
        content.nl.cards = [...content.nl.cards, ...content.nl.cards, ...content.nl.cards];
      }),
    ).toEqual([
      "content/pages/sample.json: nl.cards: 3 items, the layout takes at most 2",
      "content/pages/sample.json: nl.cards: 3 items, the en list has 1",
    ]);
  });

  it("names each translation list of another length than the default language's", () => {
    expect(
      problemsAfter((content) => {
        content.en.cards.push({ heading: "Safe", body: "It is safe." });
      }),
    ).toEqual(
      otherLanguages("en").map(
        (lang) => `content/pages/sample.json: ${lang}.cards: 1 items, the en list has 2`,
      ),
    );
  });

  it("names a translation identical to the default text unless the field may be the same", () => {
    expect(
      problemsAfter((content) => {
        content.nl.cards[0] = { heading: "Fast", body: "Het is snel." };
      }),
    ).toEqual([
      "content/pages/sample.json: nl.cards[0].heading: identical to the en text: translate it",
    ]);
  });

  it("names a text the code reads that lacks the form it needs", () => {
    expect(
      problemsAfter((content) => {
        content.nl.more = "kontakt";
      }),
    ).toEqual([
      'content/pages/sample.json: nl.more: "kontakt" is not one of our pages: home or contact',
    ]);
  });

  it("names a text of the wrong kind", () => {
    expect(
      problemsAfter((content) => {
        Object.assign(content.en, { title: ["Meet", "{product}"] });
      }),
    ).toEqual(["content/pages/sample.json: en.title: should be a text"]);
  });

  it("names a file that cannot be read", () => {
    const problems = checkContent([page], () => {
      throw new Error("ENOENT: no such file");
    });
    expect(problems.map((problem) => formatProblem(problem, "site-content"))).toEqual([
      "site-content/pages/sample.json: cannot be read: ENOENT: no such file",
    ]);
  });
});
