import { bookingLinks, type LinkSigning } from "./bookingLinks";
import { bookingMail } from "./bookingMail";
import type { CalendarSource } from "./calendarSource";
import { hostMail, matchHostCalendars } from "./team/hostDelivery";
import type { Team } from "./team/team";
import { reminderMail } from "./reminderMail";
import type { ChangedBooking } from "../storage/bookings";
import type { BookingJobKind, OutboxJobSpec } from "../storage/outboxJobs";
import type { ClaimedJob, Storage } from "../storage/storage";
import { bookingSlackLine, bookingWebhookBody, bookingWebhookIdOf } from "./bookingNotices";
import type { JobHandler } from "../delivery/channels";
import { DeliveryError } from "../delivery/deliveryError";
import {
  postSigned,
  postSlack,
  webhookLabel,
  webhookName,
  webhookTargetOf,
  type LeadChannels,
} from "../delivery/leads/sendLead";

/** What a booking's jobs need besides the mail transport. */
export interface BookingChannels {
  calendar: CalendarSource;
  /** The hosts (server/booking/team): each booking's event, mails and notices follow its host. */
  team?: Team;
  /** The team's zone: the team's mails, Slack lines and webhooks name it. */
  timeZone: string;
  /** Signs the links the visitor's mails carry. */
  links: LinkSigning;
  storage: Pick<Storage, "bookingChange" | "bookingOf">;
  /** How to join the demo (BOOKING_LOCATION), for the invitation and reminder; may be empty. */
  location: string;
}

function bookingChannelsOf(parts: BookingChannels | null): BookingChannels {
  if (!parts) throw new DeliveryError("no booking calendar is configured any more", true);
  return parts;
}

/** The change the job delivers, with its booking as it is now; gone (erased) is not delivered. */
async function changeOf(
  job: ClaimedJob,
  parts: BookingChannels | null,
): Promise<{ changed: ChangedBooking; bookings: BookingChannels }> {
  const bookings = bookingChannelsOf(parts);
  const changed = await bookings.storage.bookingChange(job.changeId);
  if (!changed) throw new DeliveryError("the booking is no longer stored", true);
  return { changed, bookings };
}

/** The links of the slot a change leads to; none for a cancelled demo. */
function linksAfter({ change, booking, message }: ChangedBooking, signing: LinkSigning) {
  return change.new
    ? bookingLinks({ id: booking.id, end: change.new.end }, message.lang, signing)
    : null;
}

/**
 * One handler per booking job kind (storage/outboxJobs.ts), each delivering one change of a
 * booking. Each is safe to repeat: the calendar is made to match the booking as it is now (so
 * jobs of two changes may run in any order), and mails and webhooks carry ids per change.
 * Without `parts` (no calendar configured) each job fails for good, and the operator's view
 * still names them.
 */
export const bookingHandlers = (
  parts: BookingChannels | null,
): Record<BookingJobKind, JobHandler> => ({
  bookingEvent: {
    async send(job, channels) {
      const { changed, bookings } = await changeOf(job, parts);
      await matchHostCalendars(bookings, changed, channels.mail);
    },
    describe: () => "event in the team's calendar",
    receiver: () => undefined,
    failureGroup: () => "calendar",
    delivered: "outbox: booking written to the calendar",
  },
  bookingTeamInvitation: {
    async send(job, channels) {
      const { changed, bookings } = await changeOf(job, parts);
      const reader = { kind: "team", zone: bookings.timeZone } as const;
      const { mail, organizer } = hostMail(bookings, changed.booking.host, channels.mail);
      await channels.transport.send(
        bookingMail(changed, reader, mail, bookings.location, organizer),
      );
    },
    describe: () => "invitation to the inbox",
    receiver: () => undefined,
    failureGroup: () => "mail",
    delivered: "outbox: booking invitation sent to the team",
  },
  bookingInvitation: {
    async send(job, channels) {
      const { changed, bookings } = await changeOf(job, parts);
      const reader = { kind: "visitor", links: linksAfter(changed, bookings.links) } as const;
      const { mail, organizer } = hostMail(bookings, changed.booking.host, channels.mail);
      await channels.transport.send(
        bookingMail(changed, reader, mail, bookings.location, organizer),
      );
    },
    describe: () => "invitation to the visitor",
    receiver: () => undefined,
    failureGroup: () => "mail",
    delivered: "outbox: booking invitation sent to the visitor",
  },
  bookingWebhook: {
    async send(job, channels) {
      const { changed, bookings } = await changeOf(job, parts);
      const target = webhookTargetOf(channels.leads, job.target);
      const body = bookingWebhookBody(changed, bookings.timeZone);
      await postSigned(target, bookingWebhookIdOf(changed), body, channels.now);
    },
    describe: (target, leads) => `booking webhook ${webhookName(target, leads)}`,
    receiver: (target, leads) => webhookLabel(target, leads) ?? target,
    failureGroup: (target) => `webhook:${target}`,
    delivered: "outbox: booking webhook delivered",
  },
  bookingSlack: {
    async send(job, channels) {
      const { changed, bookings } = await changeOf(job, parts);
      const line = bookingSlackLine(changed, channels.mail.inboxLang, bookings.timeZone);
      await postSlack(channels.leads, line, channels.now);
    },
    describe: () => "booking line in Slack",
    receiver: (_target, leads) => leads.slack?.label,
    failureGroup: () => "slack",
    delivered: "outbox: booking line posted to Slack",
  },
  bookingReminder: {
    async send(job, channels) {
      const bookings = bookingChannelsOf(parts);
      const booking = await bookings.storage.bookingOf(job.message.id);
      // Cancelled since: there is nothing to remind of, and nothing went wrong.
      if (!booking) return;
      if (channels.now() >= booking.start) {
        throw new DeliveryError("the demo began before its reminder could go out", true);
      }
      await channels.transport.send(
        reminderMail(booking, job.message, channels.mail, {
          location: bookings.location,
          links: bookingLinks(booking, job.message.lang, bookings.links),
        }),
      );
    },
    describe: () => "reminder to the visitor",
    receiver: () => undefined,
    failureGroup: () => "mail",
    delivered: "outbox: booking reminder done (sent, or not needed after a cancel)",
  },
});

/**
 * The outbox jobs of every change of a booking: the team's calendar where it can be written,
 * else the team's invitation mail; the visitor's invitation; each webhook target; Slack.
 */
export function bookingJobsFor(calendar: CalendarSource, leads: LeadChannels): OutboxJobSpec[] {
  return [
    { kind: calendar.writer ? "bookingEvent" : "bookingTeamInvitation", target: "" },
    { kind: "bookingInvitation", target: "" },
    ...leads.webhooks.map((webhook) => ({ kind: "bookingWebhook" as const, target: webhook.key })),
    ...(leads.slack ? [{ kind: "bookingSlack" as const, target: "" }] : []),
  ];
}
