import { describe, expect, it } from "vitest";
import { defaultLang, otherLanguages } from "../../common/i18n/lang";
import type { Copy } from "../../common/i18n/translate";

// Every feature keeps its copy in a `copy.ts` (or `somethingCopy.ts`) beside it; this finds them all.
const modules = import.meta.glob<Record<string, unknown>>(["../**/copy.ts", "../**/*Copy.ts"], {
  eager: true,
});

function isCopy(value: unknown): value is Copy<string> {
  return typeof value === "object" && value !== null && defaultLang in value;
}

const bundles = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCopy(value))
    .map(([name, value]) => [`${file}#${name}`, value as Copy<string>] as const),
);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("dictionaries", () => {
  it("exist", () => {
    expect(bundles.length).toBeGreaterThan(0);
  });

  it.each(bundles)("%s: every language has the default language's keys, and no more", (_, copy) => {
    for (const lang of otherLanguages(defaultLang)) {
      expect(Object.keys(copy[lang]).sort(), lang).toEqual(Object.keys(copy[defaultLang]).sort());
    }
  });

  it.each(bundles)("%s: no empty texts, the same placeholders in every language", (_, copy) => {
    for (const key of Object.keys(copy[defaultLang])) {
      const source = copy[defaultLang][key] ?? "";
      expect(source.trim(), `${defaultLang} ${key}`).not.toBe("");
      for (const lang of otherLanguages(defaultLang)) {
        const text = copy[lang][key] ?? "";
        expect(text.trim(), `${lang} ${key}`).not.toBe("");
        expect(placeholders(text), `${lang} placeholders of ${key}`).toEqual(placeholders(source));
      }
    }
  });
});
