import type { Lang } from "../../../common/i18n/lang";
import { translator } from "../../../common/i18n/translate";
import { escapeHtml } from "../../text/escape";
import type { AddToCalendar } from "./addToCalendar";
import addToCalendarCopy from "@content/mails/addToCalendar.json";

/** "Add it to your calendar: Google Calendar · Outlook.com · Outlook (Microsoft 365…) · Download (.ics)". */
export function addToCalendarHtml(links: AddToCalendar, lang: Lang): string {
  const t = translator(addToCalendarCopy, lang);
  const link = (href: string, label: string, download = false) =>
    `<a href="${escapeHtml(href)}"${download ? " download" : ""}>${escapeHtml(label)}</a>`;
  const all = [
    link(links.google, t("google")),
    link(links.outlook, t("outlook")),
    link(links.microsoft365, t("microsoft365")),
    link(links.ics, t("ics"), true),
  ];
  return `<p>${escapeHtml(t("addTo"))} ${all.join(" · ")}</p>`;
}
