import type { Lang } from "../../common/i18n/lang";

export const locale = (lang: Lang) => (lang === "nl" ? "nl-NL" : "en-GB");

/**
 * A demo's time as its reader sees it, in their language and zone: "Wednesday, 3 March 2027 at
 * 10:30" (full, for mails and pages) or "3 Mar 2027, 10:30" (medium, for a Slack line).
 */
export function whenIn(
  epochMs: number,
  lang: Lang,
  zone: string,
  dateStyle: "full" | "medium" = "full",
): string {
  return new Intl.DateTimeFormat(locale(lang), {
    dateStyle,
    timeStyle: "short",
    timeZone: zone,
  }).format(epochMs);
}
