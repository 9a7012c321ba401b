import { languages, type Lang, type LanguageCodes } from "./lang";

export type Params = Record<string, string | number>;

/**
 * One language of a content file (content/, docs/decisions/0900-content-files.md): its texts, and
 * the lists that a layout repeats.
 */
export type Texts = Record<string, unknown>;

/** A content file: the same fields once per language of the table (common/i18n/lang.ts). */
export type Copy<T extends Texts = Texts> = Record<Lang, T>;

/** The fields of a content file's language that are single texts, the ones `t` looks up. */
export type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** The languages after the default one: `"nl"`. */
type TranslatedLang = LanguageCodes extends [Lang, ...infer Rest extends Lang[]]
  ? Rest[number]
  : never;

/**
 * Copy kept in code, for texts only the team reads (the server's team mails, the operator's
 * pages); what a visitor reads is in content/. The default language's texts, then the
 * translations the team has: a language of the table without them reads the default language's,
 * so that a new language is its row and its content alone (docs/decisions/0903-team-copy-falls-back.md).
 * A translation present must have every text.
 *
 * Marked free of side effects so that a bundle that only imports a dictionary, without using it,
 * drops it (docs/decisions/0114-copy-sent-once.md).
 */
/* #__NO_SIDE_EFFECTS__ */
export function defineCopy<const E extends Record<string, string>>(
  source: E,
  translations: { [L in TranslatedLang]?: Record<keyof E & string, string> },
): Copy<Record<keyof E & string, string>> {
  const tableOf = (lang: Lang): Record<string, string> =>
    (translations as Partial<Record<Lang, Record<string, string>>>)[lang] ?? source;
  return Object.fromEntries(languages.map((lang) => [lang, tableOf(lang)])) as Copy<
    Record<keyof E & string, string>
  >;
}

/** `{name}` placeholders are replaced; a placeholder without a value stays visible. */
export function interpolate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export type Translate<K extends string> = (key: K, params?: Params) => string;

/** docs/product.md#languages: a lookup of a missing text yields the key itself. */
export function tableTranslator<T extends Texts>(texts: T): Translate<TextKey<T>> {
  const table: Texts = texts;
  return (key, params) => {
    const template = Object.hasOwn(table, key) ? table[key] : undefined;
    return typeof template === "string" ? interpolate(template, params) : key;
  };
}

export function translator<T extends Texts>(copy: Copy<T>, lang: Lang): Translate<TextKey<T>> {
  return tableTranslator(copy[lang]);
}
