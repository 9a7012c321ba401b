import type { Lang } from "../../i18n/lang";

const intlLocale: Record<Lang, string> = { en: "en-GB", nl: "nl-NL" };

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The visitor's own calendar date (local time zone) as YYYY-MM-DD. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * DECISIONS.md: a configured policy date wins; otherwise today's date. Where today is not
 * known yet (the HTML prerendered at build time, and the hydration pass that must match it),
 * the build date stands in.
 */
export function shownPolicyDate(
  config: { policyDate: string; buildDate: string },
  today: string | null,
): string {
  return config.policyDate || today || config.buildDate;
}

/** "21 November 2026" / "21 november 2026": a calendar date, so no time zone may shift it. */
export function formatPolicyDate(isoDate: string, lang: Lang): string {
  const match = isoDatePattern.exec(isoDate);
  if (!match) throw new Error(`The policy date must be YYYY-MM-DD, got "${isoDate}"`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Intl.DateTimeFormat(intlLocale[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The country of a postal address (ISO code) by name, in the page's language. */
export function countryName(code: string, lang: Lang): string {
  return new Intl.DisplayNames([intlLocale[lang]], { type: "region" }).of(code) ?? code;
}
