import { personName } from "../../common/contact/contactFields";
import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import type { ChangedBooking } from "./store/bookings";
import { whenIn } from "../../common/booking/zoneNames";
import type { Notice } from "../delivery/notice";
import { bookingNoticeCopy } from "./bookingNoticeCopy";

const iso = (ms: number) => new Date(ms).toISOString();

const slotJson = (slot: { start: number; end: number } | null) =>
  slot && { start: iso(slot.start), end: iso(slot.end) };

/**
 * Standard Webhooks message id of one booking change: the same on every attempt, different for
 * each change, so a receiver deduplicates retries and still sees every change.
 */
export function bookingWebhookIdOf({ booking, change }: ChangedBooking): string {
  return `bkg_${booking.id}_${change.sequence}`;
}

/**
 * `booking.created`, `booking.rescheduled` or `booking.cancelled`: the booking, its message, the
 * slot before and after the change in UTC with the team's zone to read them in, who changed it
 * and why (`reason`: `spam` when the operator removed it as spam, else null). Built from stored
 * rows only, so every attempt sends the same body.
 */
export function bookingWebhookBody({ booking, change }: ChangedBooking, teamZone: string): string {
  return JSON.stringify({
    type: `booking.${change.kind}`,
    timestamp: iso(change.at),
    data: {
      bookingId: booking.id,
      messageId: booking.messageId,
      old: slotJson(change.old),
      new: slotJson(change.new),
      timeZone: teamZone,
      visitorTimeZone: booking.visitorZone,
      host: booking.host,
      changedBy: change.by,
      sequence: change.sequence,
      reason: change.reason,
    },
  });
}

const when = (epochMs: number, lang: Lang, zone: string) => whenIn(epochMs, lang, zone, "medium");

/** The chat notice of a change (Slack, Teams), in the inbox language, the times in the team's zone. */
export function bookingNotice(
  { booking, change, message }: ChangedBooking,
  lang: Lang,
  teamZone: string,
): Notice {
  const t = translator(bookingNoticeCopy, lang);
  const slot = change.new ?? change.old ?? booking;
  const params = {
    name: personName(message.fields),
    company: message.fields.company,
    when: when(slot.start, lang, teamZone),
    oldWhen: change.old ? when(change.old.start, lang, teamZone) : "",
    zone: teamZone,
    by: t(change.by === "operator" ? "byOperator" : "byVisitor"),
    id: message.id,
    host: booking.host,
  };
  const wording = change.reason === "spam" ? "cancelledAsSpam" : change.kind;
  // The team of one's host is its calendar's name, no person: only a team's host is named.
  const host = booking.host !== booking.calendar ? [t("host", params)] : [];
  return { title: t(wording, params), lines: [...host, t("reference", params)] };
}
