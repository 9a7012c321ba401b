import type { Lang } from "../../../common/i18n/lang";
import { translator, type Params } from "../../../common/i18n/translate";
import { headerText } from "../../text/escape";
import type { MailSettings, OutgoingMail } from "../../delivery/mail/outgoingMail";
import type { MailBlock } from "../../delivery/mail/templates/mailBlocks";
import type { BookingChange, ChangedBooking, StoredBooking } from "../store/bookings";
import type { StoredMessage } from "../../storage/storage";
import type { LinkAction } from "../bookingLinks";
import bookingChangeMailCopy from "@content/mails/bookingChange.json";
import { teamBookingMailCopy } from "./teamBookingMailCopy";
import { bookingCalendar, type BookingEvent } from "./invitation";
import { whenIn as when } from "../../../common/booking/zoneNames";
import { hostNameIn } from "../team/hostNames";
import type { AddToCalendar } from "../calendarLinks/addToCalendar";
import {
  calendarBlock,
  demoDetails,
  manageButtons,
  textBlocks,
  type DemoAtAGlance,
} from "./demoBlocks";
import { teamMail, visitorMail, visitorParams } from "../../delivery/mail/messageMails";
import { fullName, senderDomain } from "../../delivery/mail/mailNames";
import { demoParams } from "./demoParams";
import type { DemoPreparation } from "./demoPreparation";

/**
 * The booked demo as one event, as it is now: the same UID in the team's calendar and in every
 * invitation, whatever changes later, the team (the inbox) organising and the visitor attending.
 */
/** Who organises a demo and who hosts it beside them (a collective demo's other hosts). */
export type EventHosts = Pick<BookingEvent, "organizer" | "coHosts">;

/** A booking's iCalendar UID: its id at the sender's domain, the same for every change. */
export const bookingUid = (bookingId: string, from: string) => `${bookingId}@${senderDomain(from)}`;

export function bookingEventOf(
  booking: StoredBooking,
  message: StoredMessage,
  settings: MailSettings,
  lang: Lang,
  location = "",
  /** The demo's hosts (server/booking/team); without them, the team's inbox organises. */
  hosts: EventHosts = { organizer: { email: settings.to, name: settings.productName } },
  /** The hosts' copy only: what prepares the demo (./demoPreparation.ts), after the description. */
  notes: readonly string[] = [],
): BookingEvent {
  const t = translator(bookingChangeMailCopy, lang);
  const params = {
    ...visitorParams(message, settings),
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
    description: [t("eventDescription", params), ...notes].join("\n"),
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
 * Who reads the mail: the visitor (in their language and zone, with the links to move or cancel
 * it and to add it to a calendar, and the team's zone beside theirs) or the team (a host;
 * `handedTo`: the host a move gave their demo to, so theirs is cancelled).
 */
export type BookingMailReader =
  | {
      kind: "visitor";
      links: Record<LinkAction, string> | null;
      calendar: AddToCalendar | null;
      teamZone: string;
    }
  | { kind: "team"; zone: string; handedTo?: string; preparation?: DemoPreparation };

type TeamReader = Extract<BookingMailReader, { kind: "team" }>;

/** What a mail says about a change, before the demo at a glance; the signature for the visitor. */
interface Wording {
  subject: string;
  body: string;
  signature: string | null;
}

/** The visitor's words, in their language; `named`: a team's host gives the demo. */
function visitorWording(
  change: BookingChange,
  named: boolean,
  lang: Lang,
  params: Params,
): Wording {
  const t = translator(bookingChangeMailCopy, lang);
  const body =
    change.kind === "cancelled"
      ? change.by === "operator"
        ? "cancelledByTeamBody"
        : "cancelledBody"
      : named
        ? (`${change.kind}WithHostBody` as const)
        : (`${change.kind}Body` as const);
  return {
    subject: t(`${change.kind}Subject`, params),
    body: t(body, params),
    signature: t("signature", params),
  };
}

const teamKeys = {
  created: { subject: "teamCreatedSubject", body: "teamCreatedBody" },
  rescheduled: { subject: "teamRescheduledSubject", body: "teamRescheduledBody" },
  cancelled: { subject: "teamCancelledSubject", body: "teamCancelledBody" },
  handedOver: { subject: "teamHandedOverSubject", body: "teamHandedOverBody" },
} as const;

/**
 * A host's words, in the team's language: who changed the demo, and (`handedTo`) the host a move
 * gave it to; `host` names the demo's own host in the body.
 */
function teamWording(
  reader: TeamReader,
  change: BookingChange,
  host: string | null,
  lang: Lang,
  params: Params,
): Wording {
  const t = translator(teamBookingMailCopy, lang);
  const keys = teamKeys[reader.handedTo === undefined ? change.kind : "handedOver"];
  const withChanger = {
    ...params,
    by: t(change.by === "operator" ? "byOperator" : "byVisitor"),
    host: reader.handedTo ?? "",
  };
  const subject = t(keys.subject, withChanger);
  // A demo to give is marked when its audit is close; one cancelled or handed away is not.
  const mark = keys === teamKeys.cancelled ? null : (reader.preparation?.mark ?? null);
  const body = t(keys.body, { ...withChanger, host: host ?? withChanger.host });
  const notes = reader.preparation?.lines ?? [];
  return {
    subject: mark ? `${subject} – ${mark}` : subject,
    body: notes.length && keys !== teamKeys.handedOver ? `${body}\n\n${notes.join("\n")}` : body,
    signature: null,
  };
}

/** After the words: the demo at a glance, and for the visitor its buttons and calendar links. */
function demoBlocks(
  reader: BookingMailReader,
  glance: DemoAtAGlance,
  cancelled: boolean,
  lang: Lang,
): MailBlock[] {
  const details = demoDetails(cancelled ? { ...glance, location: "" } : glance, lang);
  if (reader.kind === "team" || cancelled) return [details];
  return [
    details,
    ...(reader.links ? [manageButtons(reader.links, lang)] : []),
    ...(reader.calendar ? [calendarBlock(reader.calendar, lang)] : []),
  ];
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
  /** How to join (the host's location, else BOOKING_LOCATION); empty to leave it out. */
  location = "",
  hosts?: EventHosts,
): OutgoingMail {
  const visitor = reader.kind === "visitor";
  const lang = visitor ? message.lang : settings.inboxLang;
  const zone = visitor ? booking.visitorZone : reader.zone;
  const slot = change.new ?? change.old ?? booking;
  const params = {
    ...demoParams(message, settings, { start: slot.start, zone }, lang),
    company: headerText(message.fields.company),
    email: headerText(message.fields.email),
    oldWhen: change.old ? when(change.old.start, lang, zone) : "",
    reference: message.id,
  };
  const handedOver = reader.kind === "team" && reader.handedTo !== undefined;
  const host = hostNameIn(namedHosts(hosts), lang);
  const teamZone = reader.kind === "visitor" ? reader.teamZone : reader.zone;
  const glance = { start: slot.start, zone, teamZone, host, location };
  const wording =
    reader.kind === "visitor"
      ? visitorWording(change, host !== null, lang, { ...params, host: host ?? "" })
      : teamWording(reader, change, host, lang, params);
  const blocks = [
    ...textBlocks(wording.body),
    ...demoBlocks(reader, glance, change.kind === "cancelled", lang),
    ...(wording.signature === null ? [] : textBlocks(wording.signature)),
  ];
  const method = change.kind === "cancelled" ? "CANCEL" : "REQUEST";
  const notes = reader.kind === "team" ? (reader.preparation?.lines ?? []) : [];
  const event = {
    ...bookingEventOf(booking, message, settings, lang, location, hosts, notes),
    start: slot.start,
    end: slot.end,
    sequence: change.sequence,
    stamp: change.at,
  };
  const invitation = { method, calendar: bookingCalendar(event, zone, method) } as const;
  // Named after the message first, like its other mails: erasure finds the mail files by it.
  const name = `${message.id}.booking-${booking.id}.${change.sequence}.${handedOver ? "previous-host" : reader.kind}`;
  const parts = { name, subject: wording.subject, blocks, invitation };
  return visitor ? visitorMail(message, settings, parts) : teamMail(message, settings, parts);
}
