export interface LanguageRow {
  /** ISO 639-1 code: the `lang` attribute, hreflang, the stored message's language. */
  code: string;
  /** Where the language's pages live; only the first row, the default language, has none. */
  pathPrefix: string;
  /** BCP 47 locale for dates, zone names and country names (`Intl`). */
  locale: string;
  /** The same locale as Open Graph spells it. */
  ogLocale: string;
  /** What the language toggle shows to switch to this language. */
  toggleLabel: string;
  /** The toggle's spoken name, in the language itself: a reader of that language follows it. */
  versionName: string;
  /** The build-time setting holding the company's country name in this language. */
  countryNameVariable: string;
}

/**
 * The one table of languages (docs/decisions/0006). The first row is the default language:
 * crawlers, x-default and unknown paths get it. Routes, prerendering, the sitemap, hreflang, the
 * toggle, the server's choice of language and the copy tables' types all derive from these rows;
 * a new row is a language once content/ has its texts, which the build lists until it does
 * (docs/decisions/0903-team-copy-falls-back.md).
 */
export const languageTable = [
  {
    code: "en",
    pathPrefix: "",
    locale: "en-GB",
    ogLocale: "en_GB",
    toggleLabel: "EN",
    versionName: "English version",
    countryNameVariable: "SITE_ADDRESS_COUNTRY_NAME_EN",
  },
  {
    code: "nl",
    pathPrefix: "/nl",
    locale: "nl-NL",
    ogLocale: "nl_NL",
    toggleLabel: "NL",
    versionName: "Nederlandse versie",
    countryNameVariable: "SITE_ADDRESS_COUNTRY_NAME_NL",
  },
] as const satisfies readonly [LanguageRow, ...LanguageRow[]];

type Table = typeof languageTable;
type Row = Table[number];
export type Lang = Row["code"];
/** The codes in the table's order, as a tuple type: `["en", "nl"]`. */
export type LanguageCodes = CodesOf<Table>;
type CodesOf<Rows> = Rows extends readonly [infer First extends Row, ...infer Rest]
  ? [First["code"], ...CodesOf<Rest>]
  : [];
export const languages = languageTable.map((row) => row.code) as Lang[] as LanguageCodes;
export const defaultLang: Lang = languageTable[0].code;

export function languageRow(lang: Lang): Row {
  return languageTable.find((row) => row.code === lang) ?? languageTable[0];
}

/** One value per language, in the table's order. */
export function perLanguage<T>(valueOf: (row: Row) => T): Record<Lang, T> {
  return Object.fromEntries(languageTable.map((row) => [row.code, valueOf(row)])) as Record<
    Lang,
    T
  >;
}

/** The languages a reader of `lang` can switch to, in the table's order. */
export const otherLanguages = (lang: Lang): Lang[] => languages.filter((other) => other !== lang);

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}
