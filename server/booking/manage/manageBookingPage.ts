import type { Lang } from "../../../common/i18n/lang";
import { translator, type Translate } from "../../../common/i18n/translate";
import { escapeHtml } from "../../text/escape";
import type { StoredBooking } from "../store/bookings";
import { linkFields, manageBookingPath, type LinkAction, type SignedLink } from "../bookingLinks";
import {
  bookingDocument,
  manageLinks,
  plainForm,
  slotChoices,
  type SlotRefusal,
} from "../slotPage/bookingPage";
import managePageCopy from "@content/booking/managePage.json";
import type { SlotsByDay } from "../slotPage/slotDays";
import { whenIn, zoneName } from "../../../common/booking/zoneNames";
import type { AddToCalendar } from "../calendarLinks/addToCalendar";
import { addToCalendarHtml } from "../calendarLinks/addToCalendarHtml";

/** What a cancel or reschedule link's page shows; every text in it is escaped. */
export type ManagePageContent =
  | { kind: "cancelConfirm"; booking: StoredBooking; link: SignedLink; rescheduleLink: string }
  | { kind: "cancelled"; booking: StoredBooking }
  | {
      kind: "reschedule";
      booking: StoredBooking;
      slots: SlotsByDay;
      link: SignedLink;
      /** Why the chosen time was refused, if it was. */
      refusal: SlotRefusal | null;
    }
  | {
      kind: "rescheduled";
      booking: StoredBooking;
      links: Record<LinkAction, string>;
      addToCalendar: AddToCalendar;
    }
  | { kind: "invalid" | "expired" | "outdated" | "changeLimit" | "unavailable" | "unreadable" };

export interface ManagePageSite {
  lang: Lang;
  email: string;
  productName: string;
  /** The site's home in the visitor's language. */
  home: string;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

const whenOf = (booking: StoredBooking, lang: Lang) => ({
  when: whenIn(booking.start, lang, booking.visitorZone),
  zone: zoneName(booking.visitorZone, lang, booking.start),
});

function reschedulePage(
  content: Extract<ManagePageContent, { kind: "reschedule" }>,
  site: ManagePageSite,
  t: Translate<keyof typeof managePageCopy.en>,
) {
  const params = { ...whenOf(content.booking, site.lang), email: site.email };
  const days = slotChoices(content.slots, site.lang, content.booking.start);
  const fields: [string, string][] = [...linkFields(content.link), ["lang", site.lang]];
  const alert = content.refusal
    ? `<p role="alert">${escapeHtml(t(content.refusal, params))}</p>`
    : "";
  const form =
    days.length > 0
      ? plainForm(manageBookingPath.reschedule, fields, days.join(""), t("rescheduleButton"))
      : paragraph(t("noSlots", params));
  return alert + paragraph(t("rescheduleIntro", params)) + form;
}

function body(content: ManagePageContent, site: ManagePageSite): { title: string; html: string } {
  const t = translator(managePageCopy, site.lang);
  const email = { email: site.email };
  switch (content.kind) {
    case "cancelConfirm": {
      const fields: [string, string][] = [...linkFields(content.link), ["lang", site.lang]];
      const question = t("cancelQuestion", whenOf(content.booking, site.lang));
      const form = plainForm(manageBookingPath.cancel, fields, "", t("cancelButton"));
      const instead = `<p><a href="${escapeHtml(content.rescheduleLink)}">${escapeHtml(t("rescheduleInstead"))}</a></p>`;
      return { title: t("cancelTitle"), html: paragraph(question) + form + instead };
    }
    case "cancelled": {
      const params = { ...whenOf(content.booking, site.lang), ...email };
      return { title: t("cancelledTitle"), html: paragraph(t("cancelled", params)) };
    }
    case "reschedule":
      return { title: t("rescheduleTitle"), html: reschedulePage(content, site, t) };
    case "rescheduled": {
      const text = paragraph(t("rescheduled", whenOf(content.booking, site.lang)));
      const calendar = addToCalendarHtml(content.addToCalendar, site.lang);
      return {
        title: t("rescheduledTitle"),
        html: text + calendar + manageLinks(content.links, site.lang),
      };
    }
    default:
      return {
        title: t(`${content.kind}Title`),
        html: `<p role="alert">${escapeHtml(t(content.kind, email))}</p>`,
      };
  }
}

/** A complete HTML document for a cancel or reschedule link; plain forms, no scripts needed. */
export function renderManagePage(content: ManagePageContent, site: ManagePageSite): string {
  return bookingDocument(site, body(content, site));
}
