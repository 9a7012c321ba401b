import { translator } from "../../common/i18n/translate";
import { headerText } from "../text/escape";
import type { MailSettings, OutgoingMail } from "../delivery/mail/renderMail";
import type { StoredBooking } from "./store/bookings";
import type { StoredMessage } from "../storage/storage";
import type { LinkAction } from "./bookingLinks";
import { whenIn as when, zoneName } from "../../common/booking/zoneNames";
import { domainOf, fullName } from "./bookingMail";
import { reminderMailCopy } from "./reminderMailCopy";
import { paragraphBodies, type Paragraph } from "./paragraphMail";

export interface ReminderDetails {
  /** How to join (BOOKING_LOCATION): a video link or an address; empty to leave it out. */
  location: string;
  /** The booking's signed cancel and reschedule links (server/booking/bookingLinks.ts). */
  links: Record<LinkAction, string>;
  /** Who gives the demo, in the visitor's language (a team's host); null for the team of one. */
  host: string | null;
  /** Where the visitor's replies go: the demo's host, or the team inbox. */
  replyTo: string;
}

/**
 * The reminder the day before the demo, in the visitor's language, with the time in their zone
 * (named), how to join, and the links to move or cancel it. Its Message-ID names the start, so
 * a demo moved after its reminder gets a new one that mail clients do not take for a repeat.
 */
export function reminderMail(
  booking: StoredBooking,
  message: StoredMessage,
  settings: MailSettings,
  details: ReminderDetails,
): OutgoingMail {
  const lang = message.lang;
  const t = translator(reminderMailCopy, lang);
  const params = {
    product: settings.productName,
    name: fullName(message),
    when: when(booking.start, lang, booking.visitorZone),
    zone: zoneName(booking.visitorZone, lang, booking.start),
    location: details.location,
    host: details.host ?? "",
  };
  const links = details.links;
  const paragraphs: Paragraph[] = [
    ...t(details.host ? "bodyWithHost" : "body", params)
      .split("\n\n")
      .map((text) => ({ text })),
    ...(details.location ? [{ text: t("location", params) }] : []),
    { text: t("reschedule"), link: links.reschedule },
    { text: t("cancel"), link: links.cancel },
    { text: t("signature", params) },
  ];
  return {
    messageId: `<${booking.id}.reminder.${booking.start}@${domainOf(settings.from)}>`,
    from: settings.from,
    to: { name: fullName(message), address: headerText(message.fields.email) },
    replyTo: details.replyTo,
    subject: headerText(t("subject", params)),
    ...paragraphBodies(paragraphs, lang),
  };
}
