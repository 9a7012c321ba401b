import { languageRow, type Lang } from "../i18n/lang";

const localeOf = (lang: Lang) => languageRow(lang).locale;

function zonePart(
  zone: string,
  lang: Lang,
  style: "longGeneric" | "long" | "shortOffset",
  at: number,
) {
  const parts = new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: zone,
    timeZoneName: style,
  }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
}

/**
 * A zone named in words in the page's language ("Central European Time", "Midden-Europese tijd"):
 * the generic name, which holds all year; where the locale has none (`GMT+00:00` for UTC), the
 * name for the season of `at`.
 */
export function zoneName(zone: string, lang: Lang, at: number = Date.now()): string {
  const generic = zonePart(zone, lang, "longGeneric", at);
  return /^(GMT|UTC)/.test(generic) ? zonePart(zone, lang, "long", at) : generic;
}

/** The zone's offset from UTC at `at`, as a reader checks it against their clock: `GMT+1`. */
export const zoneOffset = (zone: string, lang: Lang, at: number = Date.now()) =>
  zonePart(zone, lang, "shortOffset", at);

/** A `YYYY-MM-DD` day as a heading: "Thursday 26 November", "donderdag 26 november". */
export function dayLabel(date: string, lang: Lang): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(localeOf(lang), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, day));
}

/**
 * A demo's time as its reader sees it, in their language and zone: "Thursday, 26 November 2026 at
 * 10:00" (full, for mails and pages) or "26 Nov 2026, 10:00" (medium, for a Slack line).
 */
export function whenIn(
  epochMs: number,
  lang: Lang,
  zone: string,
  dateStyle: "full" | "medium" = "full",
): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle,
    timeStyle: "short",
    timeZone: zone,
  }).format(epochMs);
}
