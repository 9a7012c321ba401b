import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import { escapeHtml, headerText } from "../delivery/mail/escape";
import type { MailSettings, OutgoingMail } from "../delivery/mail/renderMail";
import type { StoredBooking } from "../storage/bookings";
import type { StoredMessage } from "../storage/storage";
import { bookingMailCopy } from "./bookingMailCopy";
import { bookingCalendar, type BookingEvent } from "./invitation";

/** The sender's domain: it names the booking's UID and its mails' Message-IDs. */
export const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";

export const fullName = (message: StoredMessage) =>
  headerText(`${message.fields.firstName} ${message.fields.lastName}`);

/** "Wednesday, 3 March 2027 at 10:30" in the reader's language and zone. */
export function when(epochMs: number, lang: Lang, zone: string): string {
  return new Intl.DateTimeFormat(lang === "nl" ? "nl-NL" : "en-GB", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: zone,
  }).format(epochMs);
}

/**
 * The booked demo as one event: the same UID in the team's calendar and in both invitations,
 * the team (the inbox) organising and the visitor attending. Worded in `lang`.
 */
export function bookingEventOf(
  booking: StoredBooking,
  message: StoredMessage,
  settings: MailSettings,
  lang: Lang,
): BookingEvent {
  const t = translator(bookingMailCopy, lang);
  const params = {
    product: settings.productName,
    name: fullName(message),
    company: headerText(message.fields.company),
    reference: message.id,
  };
  return {
    uid: `${booking.id}@${domainOf(settings.from)}`,
    sequence: 0,
    stamp: booking.createdAt,
    start: booking.start,
    end: booking.end,
    summary: t("eventSummary", params),
    description: t("eventDescription", params),
    organizer: { email: settings.to, name: settings.productName },
    attendee: { email: message.fields.email, name: fullName(message) },
  };
}

function invitationMail(
  to: OutgoingMail["to"],
  replyTo: OutgoingMail["replyTo"],
  parts: { lang: Lang; subject: string; body: string; id: string; calendar: string },
  settings: MailSettings,
): OutgoingMail {
  const paragraphs = parts.body.split("\n\n");
  return {
    messageId: `<${parts.id}@${domainOf(settings.from)}>`,
    from: settings.from,
    to,
    replyTo,
    subject: headerText(parts.subject),
    text: parts.body,
    html: `<!doctype html><html lang="${parts.lang}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">${paragraphs
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
      .join("")}</body></html>`,
    invitation: parts.calendar,
  };
}

/** The visitor's invitation, in their language and zone, with the iCalendar REQUEST. */
export function visitorInvitationMail(
  booking: StoredBooking,
  message: StoredMessage,
  settings: MailSettings,
): OutgoingMail {
  const lang = message.lang;
  const t = translator(bookingMailCopy, lang);
  const zone = booking.visitorZone;
  const params = {
    product: settings.productName,
    name: fullName(message),
    when: when(booking.start, lang, zone),
    zone,
  };
  const body = `${t("invitationBody", params)}\n\n${t("signature", params)}`;
  const event = bookingEventOf(booking, message, settings, lang);
  return invitationMail(
    { name: fullName(message), address: headerText(message.fields.email) },
    settings.to,
    {
      lang,
      subject: t("invitationSubject", params),
      body,
      id: `${booking.id}.invitation`,
      calendar: bookingCalendar(event, zone, "REQUEST"),
    },
    settings,
  );
}

/** The team's invitation to the inbox, when the website cannot write to its calendar. */
export function teamInvitationMail(
  booking: StoredBooking,
  message: StoredMessage,
  settings: MailSettings,
  teamZone: string,
): OutgoingMail {
  const lang = settings.inboxLang;
  const t = translator(bookingMailCopy, lang);
  const params = {
    name: fullName(message),
    company: headerText(message.fields.company),
    email: headerText(message.fields.email),
    when: when(booking.start, lang, teamZone),
    zone: teamZone,
    reference: message.id,
  };
  const event = bookingEventOf(booking, message, settings, lang);
  return invitationMail(
    settings.to,
    { name: fullName(message), address: headerText(message.fields.email) },
    {
      lang,
      subject: t("teamInvitationSubject", params),
      body: t("teamInvitationBody", params),
      id: `${booking.id}.team-invitation`,
      calendar: bookingCalendar(event, teamZone, "REQUEST"),
    },
    settings,
  );
}
