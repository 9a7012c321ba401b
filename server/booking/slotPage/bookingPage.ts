import type { Lang } from "../../../common/i18n/lang";
import { translator } from "../../../common/i18n/translate";
import { escapeHtml } from "../../text/escape";
import { renderPageDocument } from "../../http/pageDocument";
import type { LinkAction } from "../bookingLinks";
import slotPageCopy from "@content/booking/slotPage.json";
import type { SlotsByDay } from "./slotDays";
import { zoneForm } from "./zoneForm";
import { holdNoticePage, type HoldNotice } from "../holds/holdNotice";
import { slotZoneCopy } from "../../../common/booking/slotCopy";
import { dayLabel, whenIn, zoneName } from "../../../common/booking/zoneNames";
import type { AddToCalendar } from "../calendarLinks/addToCalendar";
import { addToCalendarHtml } from "../calendarLinks/addToCalendarHtml";
import {
  hasNightTimes,
  nextFree,
  shownDays,
  soonestTimes,
  wakingHoursNamed,
  type DayTime,
} from "../../../common/booking/wakingHours";

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
  /** `withNight`: the visitor asked for the times in their night too. */
  | {
      kind: "pick";
      slots: SlotsByDay;
      token: string;
      refusal: SlotRefusal | null;
      withNight: boolean;
    }
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
button.secondary{color:#0b5f59;background:#fff;border:1px solid #0b5f59}
details{border-bottom:1px solid #d9e0e8}summary{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;align-items:center;min-height:44px;cursor:pointer;font-weight:600}
summary small{font-weight:400;color:#475569}details fieldset{margin:0 0 1rem}details legend{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}.night{display:inline-flex;align-items:center;min-height:44px}
.soonest ul{list-style:none;padding:0;display:grid;gap:.5rem}.soonest p{font-weight:600}`;

/**
 * One disclosure per day (`details`, named by the day and its count of free times) holding the
 * day's radios, for a form that posts `start`. The first day is open, and the one holding
 * `current`, which is checked (a reschedule).
 */
export function slotChoices(slots: SlotsByDay, lang: Lang, current?: number): string[] {
  const zones = translator(slotZoneCopy, lang);
  return slots.days.map((day, index) => {
    const options = day.slots.map((slot) => {
      const team =
        slot.teamTime && slots.teamZone
          ? ` <small>(${escapeHtml(zones("teamTime", { time: slot.teamTime }))})</small>`
          : "";
      const checked = slot.start === current ? " checked" : "";
      return `<label><input type="radio" name="start" value="${slot.start}" required${checked}> ${escapeHtml(slot.time)}${team}</label>`;
    });
    const open = index === 0 || day.slots.some((slot) => slot.start === current) ? " open" : "";
    const label = escapeHtml(dayLabel(day.date, lang));
    const count = day.slots.length;
    const times = escapeHtml(count === 1 ? zones("oneTime") : zones("manyTimes", { count }));
    return `<details${open}><summary><span>${label}</span> <small>${times}</small></summary><fieldset><legend>${label}</legend><div class="slots">${options.join("")}</div></fieldset></details>`;
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

type PickContent = Extract<BookingPageContent, { kind: "pick" }>;

/** The same slot page with the visitor's night times shown, or folded away again. */
function nightLink(content: PickContent, site: BookingPageSite): string {
  const t = translator(slotZoneCopy, site.lang);
  const query = new URLSearchParams({
    t: content.token,
    zone: content.slots.zone,
    lang: site.lang,
  });
  if (!content.withNight) query.set("night", "1");
  const hidden = content.withNight
    ? ""
    : `<p>${escapeHtml(t("nightHidden", wakingHoursNamed))}</p>`;
  const label = t(content.withNight ? "hideNight" : "showNight");
  return `${hidden}<p><a class="night" href="${escapeHtml(`${site.action}?${query}`)}">${escapeHtml(label)}</a></p>`;
}

/**
 * The first free time shown as a form of its own: one button books it. When the visitor's audit
 * is close, the soonest few instead, each its own form, under the line that says why.
 */
function nextFreeForm(content: PickContent, site: BookingPageSite, hidden: [string, string][]) {
  const t = translator(slotZoneCopy, site.lang);
  const days = shownDays(content.slots, content.withNight);
  const form = (key: "nextFree" | "bookTime", { date, slot }: DayTime) =>
    plainForm(
      site.action,
      [...hidden, ["start", String(slot.start)]],
      "",
      t(key, { day: dayLabel(date, site.lang), time: slot.time }),
    );
  if (content.slots.soonestFirst) {
    const soonest = soonestTimes(days).map((time) => `<li>${form("bookTime", time)}</li>`);
    return `<section class="soonest" aria-labelledby="soonest"><p id="soonest">${escapeHtml(t("auditSoon"))}</p><ul>${soonest.join("")}</ul></section>`;
  }
  const first = nextFree(days);
  return first ? form("nextFree", first) : "";
}

/**
 * The slot form: the next free time's own button, then the days with free times in the
 * visitor's waking hours (all, when they asked), and the link to show or hide the night's.
 */
function slotForm(content: PickContent, site: BookingPageSite) {
  const t = translator(slotPageCopy, site.lang);
  const { slots } = content;
  if (slots.days.length === 0) return `<p>${escapeHtml(t("noSlots"))}</p>`;
  const night = hasNightTimes(slots) ? nightLink(content, site) : "";
  const shown = { ...slots, days: shownDays(slots, content.withNight) };
  if (shown.days.length === 0) {
    const none = translator(slotZoneCopy, site.lang)("noDaytime", wakingHoursNamed);
    return `<p>${escapeHtml(none)}</p>${night}`;
  }
  const hidden: [string, string][] = [
    ["token", content.token],
    ["zone", slots.zone],
    ["lang", site.lang],
    ...(content.withNight ? [["night", "1"] as [string, string]] : []),
  ];
  const days = slotChoices(shown, site.lang).join("");
  return `${nextFreeForm(content, site, hidden)}${plainForm(site.action, hidden, days, t("book"))}${night}`;
}

/** "Move the demo" and "Cancel the demo", as links under a confirmation. */
export function manageLinks(links: Record<LinkAction, string>, lang: Lang): string {
  const t = translator(slotPageCopy, lang);
  return `<p><a href="${escapeHtml(links.reschedule)}">${escapeHtml(t("rescheduleLink"))}</a> · <a href="${escapeHtml(links.cancel)}">${escapeHtml(t("cancelLink"))}</a></p>`;
}

/** A booked demo's confirmation: when, and with whom when a team's host gives it. */
export function bookedText(booked: BookedDemo, lang: Lang): string {
  const t = translator(slotPageCopy, lang);
  const when = whenIn(booked.start, lang, booked.zone);
  const zone = zoneName(booked.zone, lang, booked.start);
  return booked.host
    ? t("bookedWithHost", { when, zone, host: booked.host })
    : t("booked", { when, zone });
}

/** The zones named in words, and the form to show the times in another one. */
function zoneLines(content: PickContent, site: BookingPageSite) {
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
  const t = translator(slotPageCopy, site.lang);
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
  const back = translator(slotPageCopy, site.lang)("backToSite");
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
