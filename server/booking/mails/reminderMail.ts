import { translator } from "../../../common/i18n/translate";
import type { MailSettings, OutgoingMail } from "../../delivery/mail/outgoingMail";
import type { StoredBooking } from "../store/bookings";
import type { StoredMessage } from "../../storage/storage";
import type { LinkAction } from "../bookingLinks";
import reminderMailCopy from "@content/mails/reminder.json";
import { demoDetails, manageButtons, textBlocks } from "./demoBlocks";
import { visitorMail } from "../../delivery/mail/messageMails";
import { demoParams } from "./demoParams";

export interface ReminderDetails {
  /** How to join (the host's or BOOKING_LOCATION): a video link or an address; may be empty. */
  location: string;
  /** The booking's signed cancel and reschedule links (server/booking/bookingLinks.ts). */
  links: Record<LinkAction, string>;
  /** Who gives the demo, in the visitor's language (a team's host); null for the team of one. */
  host: string | null;
  /** The team's zone, beside the visitor's in the details. */
  teamZone: string;
  /** Where the visitor's replies go: the demo's host, or the team inbox. */
  replyTo: string;
}

/**
 * The reminder the day before the demo, in the visitor's language: the demo at a glance (their
 * zone and the team's, host, how to join) and the buttons to move or cancel it. Its Message-ID names the start, so
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
    ...demoParams(message, settings, { start: booking.start, zone: booking.visitorZone }),
    host: details.host ?? "",
  };
  const glance = { ...details, start: booking.start, zone: booking.visitorZone };
  return visitorMail(message, settings, {
    name: `${booking.id}.reminder.${booking.start}`,
    replyTo: details.replyTo,
    subject: t("subject", params),
    blocks: [
      ...textBlocks(t(details.host ? "bodyWithHost" : "body", params)),
      demoDetails(glance, lang),
      manageButtons(details.links, lang),
      ...textBlocks(t("signature", params)),
    ],
  });
}
