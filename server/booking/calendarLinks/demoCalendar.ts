import type { Lang } from "../../../common/i18n/lang";
import { translator } from "../../../common/i18n/translate";
import { bookingPath } from "../../../common/bookingPath";
import type { Interval, StoredBooking } from "../store/bookings";
import { signedQuery } from "../../http/signedLinks";
import type { LinkSigning } from "../bookingLinks";
import { addToCalendar, type AddToCalendar, type CalendarEntry } from "./addToCalendar";
import addToCalendarCopy from "@content/mails/addToCalendar.json";
import { calendarFile } from "./calendarFile";
import { bookingUid } from "../mails/bookingMail";
import { hostNameIn, hostNamesOf } from "../team/hostNames";
import { hostLocation } from "../team/hostDelivery";
import type { Team } from "../team/team";

/** The `.ics` route; its signed parameters travel in the query, as the manage links' do. */
export const calendarFilePath = `${bookingPath}/calendar.ics`;
/** The action the `.ics` link is signed for: no other link opens it. */
export const calendarFileAction = "calendar";

/** What the visitor's copy of the demo names besides its time. */
export interface DemoFacts {
  productName: string;
  /** Who gives the demo, as the visitor is told; null for the team of one. */
  host: string | null;
  /** How to join: the host's location or BOOKING_LOCATION; may be empty. */
  location: string;
}

function demoEntry(slot: Interval, lang: Lang, facts: DemoFacts): CalendarEntry {
  const t = translator(addToCalendarCopy, lang);
  const names = { product: facts.productName, host: facts.host ?? "" };
  return {
    start: slot.start,
    end: slot.end,
    title: t(facts.host ? "titleWithHost" : "title", names),
    details: t("details"),
    location: facts.location,
  };
}

type LinkedBooking = Pick<StoredBooking, "id" | "start" | "end" | "sequence">;

/** The signed `.ics` link of a booking as it is now; it stops working once the demo moves. */
function calendarFileLink(booking: LinkedBooking, lang: Lang, signing: LinkSigning) {
  const query = signedQuery(booking, calendarFileAction, booking.end, lang, signing.secret);
  return `${signing.origin}${calendarFilePath}?${query}`;
}

/** Google, Outlook and `.ics` links for a booking as it is now, in the visitor's language. */
export const demoAddToCalendar = (
  booking: LinkedBooking,
  lang: Lang,
  facts: DemoFacts,
  signing: LinkSigning,
): AddToCalendar =>
  addToCalendar(demoEntry(booking, lang, facts), calendarFileLink(booking, lang, signing));

/** The booked demo as the pages and the `.ics` route offer it to the visitor's calendar. */
export interface DemoCalendar {
  /** The three links, relative to this server (the pages and the JSON answer carry them). */
  links(booking: StoredBooking, lang: Lang): AddToCalendar;
  /** The `.ics` file of the booking as it is now, with the invitation's UID. */
  file(booking: StoredBooking, lang: Lang): string;
}

export interface DemoCalendarParts {
  team: Team;
  /** BOOKING_LOCATION: how to join a host's demos who names no location of their own. */
  location: string;
  productName: string;
  /** BOOKING_SECRET, which signs the `.ics` links. */
  secret: string;
  /** MAIL_FROM: its domain names the invitation's UID. */
  mailFrom: string;
}

export function demoCalendarOf(parts: DemoCalendarParts): DemoCalendar {
  const factsOf = (booking: StoredBooking, lang: Lang): DemoFacts => ({
    productName: parts.productName,
    host: hostNameIn(hostNamesOf(parts.team, booking.host), lang),
    location: hostLocation(parts, booking.host),
  });
  const relative = { secret: parts.secret, origin: "" };
  return {
    links: (booking, lang) => demoAddToCalendar(booking, lang, factsOf(booking, lang), relative),
    file: (booking, lang) =>
      calendarFile(demoEntry(booking, lang, factsOf(booking, lang)), {
        uid: bookingUid(booking.id, parts.mailFrom),
        sequence: booking.sequence,
        stamp: booking.createdAt,
      }),
  };
}
