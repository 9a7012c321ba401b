import { describe, expect, it } from "vitest";
import type { Copy } from "../../common/i18n/translate";

// Every feature keeps its copy in a `copy.ts` (or `somethingCopy.ts`) beside it; this finds them all.
const modules = import.meta.glob<Record<string, unknown>>(["../**/copy.ts", "../**/*Copy.ts"], {
  eager: true,
});

function isCopy(value: unknown): value is Copy<string> {
  return typeof value === "object" && value !== null && "en" in value && "nl" in value;
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

  it.each(bundles)("%s: Dutch has every English key, and no more", (_name, copy) => {
    expect(Object.keys(copy.nl).sort()).toEqual(Object.keys(copy.en).sort());
  });

  it.each(bundles)("%s: no empty texts, same placeholders in both languages", (_name, copy) => {
    for (const key of Object.keys(copy.en)) {
      const en = copy.en[key] ?? "";
      const nl = copy.nl[key] ?? "";
      expect(en.trim(), `en ${key}`).not.toBe("");
      expect(nl.trim(), `nl ${key}`).not.toBe("");
      expect(placeholders(nl), `placeholders of ${key}`).toEqual(placeholders(en));
    }
  });
});
