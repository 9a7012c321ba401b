import type { Lang } from "../../../common/i18n/lang";
import { translator } from "../../../common/i18n/translate";
import { whenIn, zoneName } from "../../../common/booking/zoneNames";
import { escapeHtml } from "../../text/escape";
import holdPageCopy from "@content/booking/holdPage.json";

type Page = { title: string; html: string };
type Site = { lang: Lang; email: string };

export const paragraph = (text: string, role?: string) =>
  `<p${role ? ` role="${role}"` : ""}>${escapeHtml(text)}</p>`;

/** The answers about holds on the slot page (and the confirmation link's pages). */
export type HoldNotice =
  | { kind: "held"; start: number; zone: string; holdUntil: number }
  | { kind: "personBooked" }
  | { kind: "mailCapped" };

/** What the slot page says after a pick that became a hold, or made none. */
export function holdNoticePage(notice: HoldNotice, site: Site): Page {
  const t = translator(holdPageCopy, site.lang);
  if (notice.kind !== "held")
    return { title: t(`${notice.kind}Title`), html: paragraph(t(notice.kind), "status") };
  const params = {
    when: whenIn(notice.start, site.lang, notice.zone),
    zone: zoneName(notice.zone, site.lang, notice.start),
    deadline: whenIn(notice.holdUntil, site.lang, notice.zone),
  };
  return { title: t("heldTitle"), html: paragraph(t("held", params), "status") };
}
