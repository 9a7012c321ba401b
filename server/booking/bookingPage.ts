import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import { escapeHtml } from "../text/escape";
import { renderPageDocument } from "../http/pageDocument";
import type { LinkAction } from "./bookingLinks";
import { bookingPageCopy } from "./bookingPageCopy";
import type { SlotsByDay } from "./slotDays";
import { zoneForm } from "./zoneForm";
import { holdNoticePage, type HoldNotice } from "./holdNotice";
import { slotZoneCopy } from "../../common/booking/slotCopy";
import { dayLabel, whenIn, zoneName } from "../../common/booking/zoneNames";
import type { AddToCalendar } from "./calendarLinks/addToCalendar";
import { addToCalendarHtml } from "./calendarLinks/addToCalendarHtml";

/** Why a chosen time was refused: someone else has it, or it was never a slot offered. */
export type SlotRefusal = "taken" | "notOffered";

/** A booked demo's page; `host`: who gives it, a team file's host (null: the team of one). */
export interface BookedDemo {
  kind: "booked";
  start: number;
  zone: string;
  host: string | null;
  links: Record<LinkAction, string>;
  addToCalendar: AddToCalendar;
}

/** What a booking page shows; every text in it is escaped. */
export type BookingPageContent =
  | { kind: "pick"; slots: SlotsByDay; token: string; refusal: SlotRefusal | null }
  | BookedDemo
  | HoldNotice
  | { kind: "unavailable" }
  | { kind: "unknown" }
  | { kind: "unreadable" };

export interface BookingPageSite {
  lang: Lang;
  email: string;
  productName: string;
  /** Where the form posts: the booking path on this server. */
  action: string;
  /** The site's home in the visitor's language. */
  home: string;
}

// 44 px targets.
const bookingPageStyle = `body{padding:2rem 1.25rem}fieldset{border:0;padding:0;margin:1.25rem 0}
legend{font-weight:600;margin-bottom:.5rem}.slots{display:flex;flex-wrap:wrap;gap:.5rem}
.slots label{display:inline-flex;align-items:center;gap:.5rem;min-height:44px;min-width:44px;padding:0 .75rem;border:1px solid #94a3b8;border-radius:.5rem;cursor:pointer}
.slots label small{color:#475569}.slots input{width:1.25rem;height:1.25rem;margin:0}
button{min-height:44px;padding:0 1.25rem;font:inherit;font-weight:600;color:#fff;background:#0b5f59;border:0;border-radius:.5rem;cursor:pointer}
.zone{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}select{min-height:44px;max-width:100%;font:inherit}
button.secondary{color:#0b5f59;background:#fff;border:1px solid #0b5f59}`;

/** One radio group per day, for a form that posts `start`; `current` is checked (a reschedule). */
export function slotChoices(slots: SlotsByDay, lang: Lang, current?: number): string[] {
  const zones = translator(slotZoneCopy, lang);
  return slots.days.map((day) => {
    const options = day.slots.map((slot) => {
      const team =
        slot.teamTime && slots.teamZone
          ? ` <small>(${escapeHtml(zones("teamTime", { time: slot.teamTime }))})</small>`
          : "";
      const checked = slot.start === current ? " checked" : "";
      return `<label><input type="radio" name="start" value="${slot.start}" required${checked}> ${escapeHtml(slot.time)}${team}</label>`;
    });
    return `<fieldset><legend>${escapeHtml(dayLabel(day.date, lang))}</legend><div class="slots">${options.join("")}</div></fieldset>`;
  });
}

/** A plain form posting `fields` as hidden inputs, `content` and one submit button. */
export function plainForm(
  action: string,
  fields: [string, string][],
  content: string,
  button: string,
): string {
  const hidden = fields.map(
    ([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`,
  );
  return `<form method="post" action="${escapeHtml(action)}">${hidden.join("")}${content}<button type="submit">${escapeHtml(button)}</button></form>`;
}

function slotForm(content: Extract<BookingPageContent, { kind: "pick" }>, site: BookingPageSite) {
  const t = translator(bookingPageCopy, site.lang);
  const { slots } = content;
  const days = slotChoices(slots, site.lang);
  if (days.length === 0) return `<p>${escapeHtml(t("noSlots"))}</p>`;
  const hidden: [string, string][] = [
    ["token", content.token],
    ["zone", slots.zone],
    ["lang", site.lang],
  ];
  return plainForm(site.action, hidden, days.join(""), t("book"));
}

/** "Move the demo" and "Cancel the demo", as links under a confirmation. */
export function manageLinks(links: Record<LinkAction, string>, lang: Lang): string {
  const t = translator(bookingPageCopy, lang);
  return `<p><a href="${escapeHtml(links.reschedule)}">${escapeHtml(t("rescheduleLink"))}</a> · <a href="${escapeHtml(links.cancel)}">${escapeHtml(t("cancelLink"))}</a></p>`;
}

/** A booked demo's confirmation: when, and with whom when a team's host gives it. */
export function bookedText(booked: BookedDemo, lang: Lang): string {
  const t = translator(bookingPageCopy, lang);
  const when = whenIn(booked.start, lang, booked.zone);
  const zone = zoneName(booked.zone, lang, booked.start);
  return booked.host
    ? t("bookedWithHost", { when, zone, host: booked.host })
    : t("booked", { when, zone });
}

/** The zones named in words, and the form to show the times in another one. */
function zoneLines(content: Extract<BookingPageContent, { kind: "pick" }>, site: BookingPageSite) {
  const t = translator(slotZoneCopy, site.lang);
  const { zone, teamZone } = content.slots;
  const team = teamZone
    ? `<p>${escapeHtml(t("teamZoneShown", { zone: zoneName(teamZone, site.lang) }))}</p>`
    : "";
  const form = zoneForm({
    action: site.action,
    token: content.token,
    lang: site.lang,
    shown: zone,
    teamZone: teamZone ?? zone,
    now: Date.now(),
  });
  return `<p>${escapeHtml(t("zoneShown", { zone: zoneName(zone, site.lang) }))}</p>${team}${form}`;
}

function body(content: BookingPageContent, site: BookingPageSite): { title: string; html: string } {
  const t = translator(bookingPageCopy, site.lang);
  switch (content.kind) {
    case "pick": {
      const lead = content.refusal ? t(content.refusal) : t("sent");
      const html = `<p role="${content.refusal ? "alert" : "status"}">${escapeHtml(lead)}</p><p>${escapeHtml(t("pickIntro"))}</p>${zoneLines(content, site)}${slotForm(content, site)}`;
      return { title: t("pickTitle"), html };
    }
    case "booked": {
      return {
        title: t("bookedTitle"),
        html: `<p>${escapeHtml(bookedText(content, site.lang))}</p>${addToCalendarHtml(content.addToCalendar, site.lang)}${manageLinks(content.links, site.lang)}`,
      };
    }
    case "unavailable":
      return { title: t("unavailableTitle"), html: `<p>${escapeHtml(t("unavailable"))}</p>` };
    case "unknown":
    case "unreadable":
      return {
        title: t(`${content.kind}Title`),
        html: `<p>${escapeHtml(t(content.kind, { email: site.email }))}</p>`,
      };
    default:
      return holdNoticePage(content, site);
  }
}

/** A booking page as a whole document: its content, then the way back to the site. */
export function bookingDocument(
  site: Pick<BookingPageSite, "lang" | "productName" | "home">,
  page: { title: string; html: string },
): string {
  const back = translator(bookingPageCopy, site.lang)("backToSite");
  return renderPageDocument({
    lang: site.lang,
    title: page.title,
    productName: site.productName,
    style: bookingPageStyle,
    body: `${page.html}\n<p><a href="${escapeHtml(site.home)}">${escapeHtml(back)}</a></p>`,
    noReferrer: true,
  });
}

/** A complete HTML document for the booking flow without scripts. */
export function renderBookingPage(content: BookingPageContent, site: BookingPageSite): string {
  return bookingDocument(site, body(content, site));
}
