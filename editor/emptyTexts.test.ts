import { describe, expect, it } from "vitest";
import { contentFile, group, list, text } from "../common/content/contentSchema";
import { decapConfig } from "./decapConfig";
import { emptyTexts } from "./emptyTexts";

const home = contentFile(
  "pages/home.json",
  {
    heroTitle: text(),
    cta: group({ label: text() }),
    cards: list(group({ title: text() }), { min: 1, max: 2 }),
    standards: list(text({ same: true }), { min: 1, max: 3 }),
  },
  { label: "Home page" },
);
const config = decapConfig([home], {
  backend: { name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1", branch: "main" },
  contentFolder: "",
});
const complete = {
  heroTitle: "Audit-ready",
  cta: { label: "Book" },
  cards: [{ title: "One" }],
  standards: ["BRCGS"],
};

describe("emptyTexts", () => {
  it("finds nothing in a file complete in both languages", () => {
    expect(
      emptyTexts(config, "pages-home", { data: complete, i18n: { nl: { data: complete } } }),
    ).toEqual([]);
  });

  it("names each empty text of the other language, down lists and groups", () => {
    const dutch = {
      heroTitle: " ",
      cta: { label: "" },
      cards: [{ title: "Een" }, {}],
      standards: [""],
    };
    expect(
      emptyTexts(config, "pages-home", { data: complete, i18n: { nl: { data: dutch } } }),
    ).toEqual([
      "NL: Hero title is empty",
      "NL: Cta: Label is empty",
      "NL: Cards 2: Title is empty",
      "NL: Standards 1 is empty",
    ]);
  });

  it("names a list whose length the layout does not take, and a language left out", () => {
    const english = { ...complete, cards: [{ title: "1" }, { title: "2" }, { title: "3" }] };
    expect(emptyTexts(config, "pages-home", { data: english })).toEqual([
      "EN: Cards has 3 items, 1 to 2 fit",
      "NL: Hero title is empty",
      "NL: Cta: Label is empty",
      "NL: Cards has 0 items, 1 to 2 fit",
      "NL: Standards has 0 items, 1 to 3 fit",
    ]);
  });

  it("knows no problem of a file the configuration does not have", () => {
    expect(emptyTexts(config, "pages-other", {})).toEqual([]);
  });
});
