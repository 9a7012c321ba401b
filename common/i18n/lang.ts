export const languages = ["en", "nl"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "en";

export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "nl" : "en";
}

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}
