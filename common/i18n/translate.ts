import { languages, type Lang, type LanguageCodes } from "./lang";

export type Params = Record<string, string | number>;

/** A feature's copy in every language of the table (common/i18n/lang.ts). */
export type Copy<K extends string> = Record<Lang, Record<K, string>>;

/** The languages after the default one, in the table's order: `["nl"]`. */
type TranslatedLanguages = LanguageCodes extends [Lang, ...infer Rest] ? Rest : never;
/** One `Table` per language of `Langs`, as a tuple of the same length. */
type TablePer<Langs extends unknown[], Table> = { [I in keyof Langs]: Table };

/**
 * A feature's copy: the default language's texts, then one table per other language in the
 * language table's order. The default language is the source of truth: every other table must
 * have exactly its keys, and a language added to the table makes this call a type error until
 * its translations are here.
 *
 * Marked free of side effects so that a bundle that only imports a dictionary, without using it,
 * drops it (docs/decisions/0114-copy-sent-once.md).
 */
/* #__NO_SIDE_EFFECTS__ */
export function defineCopy<const E extends Record<string, string>>(
  source: E,
  ...translations: TablePer<TranslatedLanguages, Record<keyof E & string, string>>
): Copy<keyof E & string> {
  const tables: Record<string, string>[] = [source, ...translations];
  return Object.fromEntries(languages.map((lang, i) => [lang, tables[i]])) as Copy<
    keyof E & string
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
export function tableTranslator<K extends string>(texts: Record<K, string>): Translate<K> {
  const table: Partial<Record<string, string>> = texts;
  return (key, params) => {
    const template = Object.hasOwn(table, key) ? table[key] : undefined;
    return template === undefined ? key : interpolate(template, params);
  };
}

export function translator<K extends string>(copy: Copy<K>, lang: Lang): Translate<K> {
  return tableTranslator(copy[lang]);
}
