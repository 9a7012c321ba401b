import { personName } from "../../common/contact/contactFields";
import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import type { ChangedBooking } from "../storage/bookings";
import { whenIn } from "../../common/booking/zoneNames";
import { slackText } from "../delivery/leads/slackSummary";
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
 * slot before and after the change in UTC with the team's zone to read them in, and who changed
 * it. Built from stored rows only, so every attempt sends the same body.
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
    },
  });
}

const when = (epochMs: number, lang: Lang, zone: string) => whenIn(epochMs, lang, zone, "medium");

/** One plain line for Slack in the inbox language, the times in the team's zone. */
export function bookingSlackLine(
  { booking, change, message }: ChangedBooking,
  lang: Lang,
  teamZone: string,
): string {
  const t = translator(bookingNoticeCopy, lang);
  const slot = change.new ?? change.old ?? booking;
  const params = {
    name: slackText(personName(message.fields)),
    company: slackText(message.fields.company),
    when: when(slot.start, lang, teamZone),
    oldWhen: change.old ? when(change.old.start, lang, teamZone) : "",
    zone: teamZone,
    by: t(change.by === "operator" ? "byOperator" : "byVisitor"),
    id: message.id,
    host: slackText(booking.host),
  };
  // The team of one's host is its calendar's name, no person: only a team's host is named.
  const host = booking.host !== booking.calendar ? [t("host", params)] : [];
  const text = [t(change.kind, params), ...host, t("reference", params)].join("\n");
  return JSON.stringify({ text, mrkdwn: false, unfurl_links: false, unfurl_media: false });
}
