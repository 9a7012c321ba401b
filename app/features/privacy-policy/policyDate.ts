import { interpolate } from "../../../common/i18n/translate";

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The visitor's own calendar date (local time zone) as YYYY-MM-DD. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * docs/product.md#pages-and-routes: a configured policy date wins, else today. Where today is not
 * known yet (the HTML prerendered at build time, and the hydration pass that must match it),
 * the build date stands in.
 */
export function shownPolicyDate(
  config: { policyDate: string; buildDate: string },
  today: string | null,
): string {
  return config.policyDate || today || config.buildDate;
}

/** How a language writes a date: `{day} {month} {year}` and its twelve month names. */
export interface DateWords {
  dateFormat: string;
  monthNames: readonly string[];
}

/**
 * "21 November 2026" / "21 november 2026", from the copy rather than `Intl`: the browser's first
 * `Intl` call costs a phone 150 ms or more of blocked main thread (docs/decisions/0703).
 */
export function formatPolicyDate(isoDate: string, words: DateWords): string {
  const [, year = 0, month = 0, day = 0] = (isoDatePattern.exec(isoDate) ?? []).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const monthName = words.monthNames[month - 1];
  if (!monthName || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new Error(`The policy date must be a real date written YYYY-MM-DD, got "${isoDate}"`);
  }
  return interpolate(words.dateFormat, { day, month: monthName, year });
}
