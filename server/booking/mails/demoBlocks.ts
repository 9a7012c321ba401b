import type { Lang } from "../../../common/i18n/lang";
import { translator } from "../../../common/i18n/translate";
import { whenIn, zoneName } from "../../../common/booking/zoneNames";
import type { MailBlock } from "../../delivery/mail/templates/mailBlocks";
import type { LinkAction } from "../bookingLinks";
import type { AddToCalendar } from "../calendarLinks/addToCalendar";
import addToCalendarCopy from "@content/mails/addToCalendar.json";
import demoDetailsCopy from "@content/mails/demoDetails.json";

/** Copy written as paragraphs (a blank line between them), one text block each. */
export const textBlocks = (text: string): MailBlock[] =>
  text.split("\n\n").map((paragraph) => ({ kind: "text", text: paragraph }));

/** The demo as a mail shows it at a glance. */
export interface DemoAtAGlance {
  start: number;
  /** The reader's zone: the visitor's, or the team's for a host. */
  zone: string;
  /** The team's zone, shown beside when it is not the reader's. */
  teamZone: string;
  /** Who gives the demo; null for the team of one. */
  host: string | null;
  /** How to join; empty to leave it out. */
  location: string;
}

const timeIn = (start: number, zone: string, lang: Lang) =>
  `${whenIn(start, lang, zone)} (${zoneName(zone, lang, start)})`;

/** When (in the reader's zone and, if other, the team's), with whom, how to join. */
export function demoDetails(demo: DemoAtAGlance, lang: Lang): MailBlock {
  const t = translator(demoDetailsCopy, lang);
  const rows: [string, string][] = [[t("when"), timeIn(demo.start, demo.zone, lang)]];
  if (demo.teamZone !== demo.zone)
    rows.push([t("teamTime"), timeIn(demo.start, demo.teamZone, lang)]);
  if (demo.host) rows.push([t("host"), demo.host]);
  if (demo.location) rows.push([t("join"), demo.location]);
  return { kind: "details", rows };
}

/** "Move the demo" as a button, "Cancel the demo" as a quiet link beside it. */
export function manageButtons(links: Record<LinkAction, string>, lang: Lang): MailBlock {
  const t = translator(demoDetailsCopy, lang);
  return {
    kind: "buttons",
    links: [
      { label: t("move"), href: links.reschedule },
      { label: t("cancel"), href: links.cancel, quiet: true },
    ],
  };
}

/** Google Calendar, both Outlooks and the `.ics`, under "Add it to your calendar". */
export function calendarBlock(links: AddToCalendar, lang: Lang): MailBlock {
  const t = translator(addToCalendarCopy, lang);
  return {
    kind: "links",
    lead: t("addTo"),
    links: [
      { label: t("google"), href: links.google },
      { label: t("outlook"), href: links.outlook },
      { label: t("microsoft365"), href: links.microsoft365 },
      { label: t("ics"), href: links.ics },
    ],
  };
}
