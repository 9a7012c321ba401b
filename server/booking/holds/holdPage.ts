import { translator } from "../../../common/i18n/translate";
import { whenIn, zoneName } from "../../../common/booking/zoneNames";
import slotPageCopy from "@content/booking/slotPage.json";
import {
  bookedText,
  bookingDocument,
  manageLinks,
  plainForm,
  slotChoices,
  type BookedDemo,
  type BookingPageSite,
} from "../slotPage/bookingPage";
import { holdLinkFields, type HoldLink } from "./holdLinks";
import holdPageCopy from "@content/booking/holdPage.json";
import { holdNoticePage, paragraph, type HoldNotice } from "./holdNotice";
import type { SlotsByDay } from "../slotPage/slotDays";
import { addToCalendarHtml } from "../calendarLinks/addToCalendarHtml";

/** What a confirmation link's page shows. */
export type HoldPageContent =
  | HoldNotice
  | { kind: "confirm"; start: number; zone: string; link: HoldLink }
  | BookedDemo
  | { kind: "lapsed"; slots: SlotsByDay; link: HoldLink; refusal: "taken" | "notOffered" | null }
  | { kind: "invalid" }
  | { kind: "unknown" }
  | { kind: "unavailable" };

type Page = { title: string; html: string };

function holdPageBody(content: HoldPageContent, site: BookingPageSite): Page {
  const t = translator(holdPageCopy, site.lang);
  const slotPage = translator(slotPageCopy, site.lang);
  const hidden = (link: HoldLink): [string, string][] => [
    ...holdLinkFields(link),
    ["lang", site.lang],
  ];
  switch (content.kind) {
    case "confirm": {
      const when = whenIn(content.start, site.lang, content.zone);
      const zone = zoneName(content.zone, site.lang, content.start);
      const form = plainForm(site.action, hidden(content.link), "", t("confirmButton"));
      return {
        title: t("confirmTitle"),
        html: `${paragraph(t("confirm", { when, zone }))}${form}`,
      };
    }
    case "booked": {
      const html = `${paragraph(bookedText(content, site.lang))}${addToCalendarHtml(content.addToCalendar, site.lang)}${manageLinks(content.links, site.lang)}`;
      return { title: slotPage("bookedTitle"), html };
    }
    case "lapsed": {
      const lead = content.refusal ? slotPage(content.refusal) : t("lapsed");
      const days = slotChoices(content.slots, site.lang);
      const fields: [string, string][] = [...hidden(content.link), ["zone", content.slots.zone]];
      const form =
        days.length === 0
          ? paragraph(slotPage("noSlots"))
          : plainForm(site.action, fields, days.join(""), slotPage("book"));
      return { title: t("lapsedTitle"), html: `${paragraph(lead, "alert")}${form}` };
    }
    case "invalid":
      return { title: t("invalidTitle"), html: paragraph(t("invalid", { email: site.email })) };
    case "unknown":
    case "unavailable":
      return {
        title: slotPage(`${content.kind}Title`),
        html: paragraph(slotPage(content.kind, { email: site.email })),
      };
    default:
      return holdNoticePage(content, site);
  }
}

/** A confirmation link's page as a whole document; its forms post to `site.action`. */
export const renderHoldPage = (content: HoldPageContent, site: BookingPageSite) =>
  bookingDocument(site, holdPageBody(content, site));
