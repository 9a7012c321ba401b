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

/** The languages after the default one, in the table's order: `["nl"]`. */
type TranslatedLanguages = LanguageCodes extends [Lang, ...infer Rest] ? Rest : never;
/** One `Table` per language of `Langs`, as a tuple of the same length. */
type TablePer<Langs extends unknown[], Table> = { [I in keyof Langs]: Table };

/**
 * Copy kept in code, for texts only the team reads (the server's team mails); what a visitor
 * reads is in content/. The default language's texts, then one table per other language in the
 * language table's order; a language added to the table makes this call a type error until its
 * translations are here.
 *
 * Marked free of side effects so that a bundle that only imports a dictionary, without using it,
 * drops it (docs/decisions/0114-copy-sent-once.md).
 */
/* #__NO_SIDE_EFFECTS__ */
export function defineCopy<const E extends Record<string, string>>(
  source: E,
  ...translations: TablePer<TranslatedLanguages, Record<keyof E & string, string>>
): Copy<Record<keyof E & string, string>> {
  const tables: Record<string, string>[] = [source, ...translations];
  return Object.fromEntries(languages.map((lang, i) => [lang, tables[i]])) as Copy<
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
