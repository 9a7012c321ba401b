import type { Lang } from "./lang";

export type Params = Record<string, string | number>;

/**
 * A feature's copy in both languages. English is the source of truth: the Dutch table must
 * have exactly the same keys, so a missing translation is a type error at build time.
 */
export interface Copy<K extends string> {
  en: Record<K, string>;
  nl: Record<K, string>;
}

export function defineCopy<const E extends Record<string, string>>(
  en: E,
  nl: Record<keyof E & string, string>,
): Copy<keyof E & string> {
  return { en, nl };
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
