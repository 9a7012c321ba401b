import { personName } from "../../common/contact/contactFields";
import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import { escapeHtml, headerText } from "../text/escape";
import { htmlDocument, type MailSettings, type OutgoingMail } from "../delivery/mail/renderMail";
import type { BookingChange, ChangedBooking, StoredBooking } from "./store/bookings";
import type { StoredMessage } from "../storage/storage";
import type { LinkAction } from "./bookingLinks";
import { bookingMailCopy } from "./bookingMailCopy";
import { bookingCalendar, type BookingEvent } from "./invitation";
import { whenIn as when, zoneName } from "../../common/booking/zoneNames";
import { hostNameIn } from "./team/hostNames";

/** The sender's domain: it names the booking's UID and its mails' Message-IDs. */
export const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";

export const fullName = (message: StoredMessage) => headerText(personName(message.fields));

const visitorAddress = (message: StoredMessage) => ({
  name: fullName(message),
  address: headerText(message.fields.email),
});

/**
 * The booked demo as one event, as it is now: the same UID in the team's calendar and in every
 * invitation, whatever changes later, the team (the inbox) organising and the visitor attending.
 */
/** Who organises a demo and who hosts it beside them (a collective demo's other hosts). */
export type EventHosts = Pick<BookingEvent, "organizer" | "coHosts">;

/** A booking's iCalendar UID: its id at the sender's domain, the same for every change. */
export const bookingUid = (bookingId: string, from: string) => `${bookingId}@${domainOf(from)}`;

export function bookingEventOf(
  booking: StoredBooking,
  message: StoredMessage,
  settings: MailSettings,
  lang: Lang,
  location = "",
  /** The demo's hosts (server/booking/team); without them, the team's inbox organises. */
  hosts: EventHosts = { organizer: { email: settings.to, name: settings.productName } },
): BookingEvent {
  const t = translator(bookingMailCopy, lang);
  const params = {
    product: settings.productName,
    name: fullName(message),
    company: headerText(message.fields.company),
    reference: message.id,
  };
  return {
    uid: bookingUid(booking.id, settings.from),
    sequence: booking.sequence,
    stamp: booking.createdAt,
    start: booking.start,
    end: booking.end,
    summary: t("eventSummary", params),
    description: t("eventDescription", params),
    ...hosts,
    attendee: { email: message.fields.email, name: fullName(message) },
    location,
  };
}

/** The names of a team file's hosts; none for the team's inbox organising (the team of one). */
const namedHosts = (hosts: EventHosts | undefined) =>
  hosts
    ? [hosts.organizer, ...(hosts.coHosts ?? [])].flatMap((person) =>
        person.name ? [person.name] : [],
      )
    : [];

/**
 * Who reads the mail: the visitor (in their language and zone, with the links) or the team (a
 * host; `handedTo`: the host a move gave their demo to, so theirs is cancelled).
 */
export type BookingMailReader =
  | { kind: "visitor"; links: Record<LinkAction, string> | null }
  | { kind: "team"; zone: string; handedTo?: string };

const subjectKeys = {
  visitor: {
    created: "createdSubject",
    rescheduled: "rescheduledSubject",
    cancelled: "cancelledSubject",
  },
  team: {
    created: "teamCreatedSubject",
    rescheduled: "teamRescheduledSubject",
    cancelled: "teamCancelledSubject",
  },
} as const;

function bodyKey(reader: BookingMailReader, change: BookingChange, named: boolean) {
  if (reader.kind === "team" && reader.handedTo !== undefined) return "teamHandedOverBody";
  if (reader.kind === "team") {
    return (
      {
        created: "teamCreatedBody",
        rescheduled: "teamRescheduledBody",
        cancelled: "teamCancelledBody",
      } as const
    )[change.kind];
  }
  if (change.kind === "cancelled") {
    return change.by === "operator" ? "cancelledByTeamBody" : "cancelledBody";
  }
  if (change.kind === "created") return named ? "createdWithHostBody" : "createdBody";
  return named ? "rescheduledWithHostBody" : "rescheduledBody";
}

function htmlOf(text: string, lang: Lang): string {
  const paragraphs = text
    .split("\n\n")
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  return htmlDocument(lang, paragraphs);
}

/**
 * The mail of one booking change to one reader: the text, and the iCalendar object that updates
 * the reader's calendar (RFC 5546: a REQUEST for a new or moved demo, a CANCEL for a cancelled
 * one; the same UID, the change's SEQUENCE). Its Message-ID names the change, so a retry is the
 * same mail.
 */
export function bookingMail(
  { change, booking, message }: ChangedBooking,
  reader: BookingMailReader,
  settings: MailSettings,
  /** How to join (BOOKING_LOCATION), in the text and the event; empty to leave it out. */
  location = "",
  hosts?: EventHosts,
): OutgoingMail {
  const visitor = reader.kind === "visitor";
  const lang = visitor ? message.lang : settings.inboxLang;
  const zone = visitor ? booking.visitorZone : reader.zone;
  const slot = change.new ?? change.old ?? booking;
  const t = translator(bookingMailCopy, lang);
  const params = {
    product: settings.productName,
    name: fullName(message),
    company: headerText(message.fields.company),
    email: headerText(message.fields.email),
    when: when(slot.start, lang, zone),
    oldWhen: change.old ? when(change.old.start, lang, zone) : "",
    zone: zoneName(zone, lang, slot.start),
    reference: message.id,
    by: t(change.by === "operator" ? "byOperator" : "byVisitor"),
    host: reader.kind === "team" ? (reader.handedTo ?? "") : "",
  };
  const handedOver = reader.kind === "team" && reader.handedTo !== undefined;
  const host = hostNameIn(namedHosts(hosts), lang);
  const parts = [
    t(bodyKey(reader, change, host !== null), { ...params, host: host ?? params.host }),
  ];
  if (location && change.kind !== "cancelled") parts.push(t("location", { location }));
  if (visitor && reader.links && change.kind !== "cancelled") parts.push(t("links", reader.links));
  if (visitor) parts.push(t("signature", params));
  const text = parts.join("\n\n");
  const method = change.kind === "cancelled" ? "CANCEL" : "REQUEST";
  const event = {
    ...bookingEventOf(booking, message, settings, lang, location, hosts),
    start: slot.start,
    end: slot.end,
    sequence: change.sequence,
    stamp: change.at,
  };
  return {
    // Named after the message first, like its other mails: erasure finds the mail files by it.
    messageId: `<${message.id}.booking-${booking.id}.${change.sequence}.${handedOver ? "previous-host" : reader.kind}@${domainOf(settings.from)}>`,
    from: settings.from,
    to: visitor ? visitorAddress(message) : settings.to,
    replyTo: visitor ? settings.to : visitorAddress(message),
    subject: headerText(
      t(handedOver ? "teamHandedOverSubject" : subjectKeys[reader.kind][change.kind], params),
    ),
    text,
    html: htmlOf(text, lang),
    invitation: { method, calendar: bookingCalendar(event, zone, method) },
  };
}
