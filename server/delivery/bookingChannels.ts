import { teamInvitationMail, visitorInvitationMail, bookingEventOf } from "../booking/bookingMail";
import type { CalendarSource } from "../booking/calendarSource";
import { reminderMail, type BookingLinks } from "../booking/reminderMail";
import type { StoredBooking } from "../storage/bookings";
import type { BookingJobKind, OutboxJobSpec } from "../storage/outboxJobs";
import type { ClaimedJob, Storage, StoredMessage } from "../storage/storage";
import type { Channels, JobHandler } from "./channels";
import { DeliveryError } from "./deliveryError";

/** What a booking's jobs need besides the mail transport. */
export interface BookingChannels {
  calendar: CalendarSource;
  /** The team's zone: the team's invitation is worded in it. */
  timeZone: string;
  storage: Pick<Storage, "bookingOf">;
  /** How to join the demo (BOOKING_LOCATION), for the reminder; empty when not configured. */
  location: string;
  /** The booking's self-service links for the reminder; the reminder asks for a reply without. */
  links?: (booking: StoredBooking, message: StoredMessage) => BookingLinks;
}

/** The message's active booking; a booking since cancelled (or a calendar unset) is not delivered. */
async function bookingOf(
  job: ClaimedJob,
  channels: Channels,
): Promise<{ booking: StoredBooking; bookings: BookingChannels }> {
  const bookings = channels.bookings;
  if (!bookings) throw new DeliveryError("no booking calendar is configured any more", true);
  const booking = await bookings.storage.bookingOf(job.message.id);
  if (!booking) throw new DeliveryError("the message has no active booking", true);
  return { booking, bookings };
}

const noMessageJobs = (): OutboxJobSpec[] => [];

/**
 * One handler per booking job kind (storage/outboxJobs.ts). Each is safe to repeat: the event
 * is written under its UID (a second PUT changes nothing), the mails carry stable Message-IDs.
 */
export const bookingHandlers: Record<BookingJobKind, JobHandler> = {
  bookingEvent: {
    jobs: noMessageJobs,
    async send(job, channels) {
      const { booking, bookings } = await bookingOf(job, channels);
      const writer = bookings.calendar.writer;
      if (!writer) throw new DeliveryError("the calendar is read-only now", true);
      await writer.add(
        bookingEventOf(booking, job.message, channels.mail, channels.mail.inboxLang),
      );
    },
    describe: () => "event in the team's calendar",
    receiver: () => undefined,
    failureGroup: () => "calendar",
    delivered: "outbox: booking written to the calendar",
  },
  bookingTeamInvitation: {
    jobs: noMessageJobs,
    async send(job, channels) {
      const { booking, bookings } = await bookingOf(job, channels);
      await channels.transport.send(
        teamInvitationMail(booking, job.message, channels.mail, bookings.timeZone),
      );
    },
    describe: () => "invitation to the inbox",
    receiver: () => undefined,
    failureGroup: () => "mail",
    delivered: "outbox: booking invitation sent to the team",
  },
  bookingInvitation: {
    jobs: noMessageJobs,
    async send(job, channels) {
      const { booking } = await bookingOf(job, channels);
      await channels.transport.send(visitorInvitationMail(booking, job.message, channels.mail));
    },
    describe: () => "invitation to the visitor",
    receiver: () => undefined,
    failureGroup: () => "mail",
    delivered: "outbox: booking invitation sent to the visitor",
  },
  bookingReminder: {
    jobs: noMessageJobs,
    async send(job, channels) {
      const bookings = channels.bookings;
      if (!bookings) throw new DeliveryError("no booking calendar is configured any more", true);
      const booking = await bookings.storage.bookingOf(job.message.id);
      // Cancelled since: there is nothing to remind of, and nothing went wrong.
      if (!booking) return;
      if (channels.now() >= booking.start) {
        throw new DeliveryError("the demo began before its reminder could go out", true);
      }
      await channels.transport.send(
        reminderMail(booking, job.message, channels.mail, {
          location: bookings.location,
          links: bookings.links?.(booking, job.message),
        }),
      );
    },
    describe: () => "reminder to the visitor",
    receiver: () => undefined,
    failureGroup: () => "mail",
    delivered: "outbox: booking reminder done (sent, or not needed after a cancel)",
  },
};

/** A booking's outbox jobs: the event where the calendar takes it, else the team's invitation. */
export function bookingJobsFor(calendar: CalendarSource): OutboxJobSpec[] {
  return [
    { kind: calendar.writer ? "bookingEvent" : "bookingTeamInvitation", target: "" },
    { kind: "bookingInvitation", target: "" },
  ];
}
