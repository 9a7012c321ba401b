import { bookingLinks, type LinkSigning } from "./bookingLinks";
import type { BookingChannels } from "./bookingChannels";
import { bookingMail } from "./mails/bookingMail";
import { demoPreparation } from "./mails/demoPreparation";
import { hostMail, invitesByMail, matchHostCalendars, previousHostMail } from "./team/hostDelivery";
import type { TeamHost } from "./team/team";
import { hostNameIn, hostNamesOf } from "./team/hostNames";
import { reminderMail } from "./mails/reminderMail";
import { holdEvent, holdRenderings } from "./holds/holdMail";
import type { ChangedBooking } from "./store/bookings";
import type { OutboxJobSpec } from "../storage/outboxJobs";
import type { ClaimedJob } from "../storage/storage";
import { bookingNotice, bookingWebhookBody, bookingWebhookIdOf } from "./bookingNotices";
import {
  jobsOf,
  type ChannelTarget,
  type EventRenderings,
  type Renderings,
} from "../delivery/channels";
import { DeliveryError } from "../delivery/deliveryError";
import { attendanceEvents, attendanceRenderings } from "./attendance/attendanceJobs";
import { bookingOfferEvent, bookingOfferRenderings } from "./mails/bookingOffer";
import { demoAddToCalendar, type DemoFacts } from "./calendarLinks/demoCalendar";

/**
 * The booking feature's events: each change of a booking, the reminder before the demo, the
 * hold's mail, and the attendance question after it with its answers.
 */
const bookingChangeEvents = [
  "booking.created",
  "booking.rescheduled",
  "booking.cancelled",
] as const;
export type BookingChangeEvent = (typeof bookingChangeEvents)[number];
export const reminderEvent = "booking.reminder";
export const bookingEvents = [
  ...bookingChangeEvents,
  reminderEvent,
  holdEvent,
  ...attendanceEvents,
];

type HostCalendars = readonly Pick<TeamHost, "calendar">[];

/** The hosts a change touches: the booking's after it, and, when it changed hands, before. */
interface ChangeHosts {
  after: HostCalendars;
  before?: HostCalendars;
}

/**
 * The outbox jobs of one change of a booking, committed with it, for the hosts the change touches
 * (without them, for the operator's commands: the calendar and the hosts' mails all, each skipped
 * at delivery when the booking's hosts do not need it).
 */
export type BookingJobs = (event: BookingChangeEvent, hosts?: ChangeHosts) => OutboxJobSpec[];

const readOnly = (hosts: HostCalendars) => hosts.some((host) => !host.calendar.writer);
const writable = (hosts: HostCalendars) => hosts.some((host) => host.calendar.writer);

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
    ? bookingLinks(
        { id: booking.id, end: change.new.end, sequence: change.sequence },
        message.lang,
        signing,
      )
    : null;
}

/** The calendar links of the slot a change leads to, as the visitor reads them; none when cancelled. */
function calendarAfter(
  { change, booking, message }: ChangedBooking,
  bookings: BookingChannels,
  facts: Omit<DemoFacts, "host">,
) {
  if (!change.new) return null;
  const lang = message.lang;
  const names = bookings.team ? hostNamesOf(bookings.team, booking.host) : [];
  const slot = { id: booking.id, ...change.new, sequence: change.sequence };
  return demoAddToCalendar(slot, lang, { ...facts, host: hostNameIn(names, lang) }, bookings.links);
}

/**
 * A change's renderings. Each is safe to repeat: the calendar is made to match the booking as it
 * is now (so jobs of two changes may run in any order), and mails and webhooks carry ids per
 * change. The team's mail is the invitation it keeps when the calendar cannot be written.
 */
const changeRenderings = (parts: BookingChannels | null): EventRenderings => ({
  calendar: async (job, { mail }) => {
    const { changed, bookings } = await changeOf(job, parts);
    return () => matchHostCalendars(bookings, changed, mail);
  },
  mail: async (job, settings) => {
    const { changed, bookings } = await changeOf(job, parts);
    if (job.target === previousHost) return previousHostMail(bookings, changed, settings.mail);
    if (job.target === "inbox" && !invitesByMail(bookings, changed.booking.host)) return null;
    // The team's copy goes to the demo's hosts, and the visitor's replies reach them.
    const { mail, hosts, location } = hostMail(bookings, changed.booking.host, settings.mail);
    const facts = { productName: mail.productName, location };
    const preparation = demoPreparation(changed.message, mail.inboxLang, bookings.soonWeeks);
    const reader =
      job.target === "inbox"
        ? ({ kind: "team", zone: bookings.timeZone, preparation } as const)
        : ({
            kind: "visitor",
            links: linksAfter(changed, bookings.links),
            calendar: calendarAfter(changed, bookings, facts),
            teamZone: bookings.timeZone,
          } as const);
    return bookingMail(changed, reader, mail, location, hosts);
  },
  webhook: async (job) => {
    const { changed, bookings } = await changeOf(job, parts);
    return {
      id: bookingWebhookIdOf(changed),
      body: bookingWebhookBody(changed, bookings.timeZone),
    };
  },
  chat: async (job, { mail }) => {
    const { changed, bookings } = await changeOf(job, parts);
    return bookingNotice(changed, mail.inboxLang, bookings.timeZone);
  },
});

/** The visitor's reminder; none when the demo was cancelled since (nothing went wrong). */
const reminderRenderings = (parts: BookingChannels | null): EventRenderings => ({
  mail: async (job, { mail, now }) => {
    const bookings = bookingChannelsOf(parts);
    const booking = await bookings.storage.bookingOf(job.message.id);
    if (!booking) return null;
    if (now() >= booking.start) {
      throw new DeliveryError("the demo began before its reminder could go out", true);
    }
    const names = bookings.team ? hostNamesOf(bookings.team, booking.host) : [];
    const ofHost = hostMail(bookings, booking.host, mail);
    return reminderMail(booking, job.message, mail, {
      location: ofHost.location,
      links: bookingLinks(booking, job.message.lang, bookings.links),
      host: hostNameIn(names, job.message.lang),
      teamZone: bookings.timeZone,
      replyTo: ofHost.mail.to,
    });
  },
});

/**
 * The booking feature's renderings of its events. Without `parts` (no calendar configured) each
 * job fails for good, and the operator's view still names them.
 */
export function bookingRenderings(parts: BookingChannels | null): Renderings {
  const change = changeRenderings(parts);
  return {
    ...Object.fromEntries(bookingChangeEvents.map((event) => [event, change])),
    [reminderEvent]: reminderRenderings(parts),
    [holdEvent]: holdRenderings(parts),
    [bookingOfferEvent]: bookingOfferRenderings(parts),
    ...attendanceRenderings(parts),
  };
}

/** The mail target of the host a demo was handed away from, when their calendar is a feed. */
const previousHost = "previousHost";

/**
 * The jobs of every change of a booking, to `targets` (the configured ones, or those the server
 * recorded): the event in each of the change's hosts' calendars that can be written, the team's
 * invitation mail (to the host) for a host on a read-only calendar, and its cancellation to the
 * host before when a move handed the demo away from such a host; the visitor's invitation; each
 * webhook and chat target.
 */
export function bookingJobsFor(targets: readonly ChannelTarget[]): BookingJobs {
  const change = changeRenderings(null);
  const calendarTarget = targets.some((target) => target.channel === "calendar");
  return (event, hosts) => {
    // Not knowing the hosts (the operator's commands), all: the renderings skip what they need not.
    const before = hosts ? (hosts.before ?? []) : [];
    const toCalendar = !hosts || writable([...hosts.after, ...before]);
    const toInbox = !hosts || readOnly(hosts.after);
    const toPreviousHost = event === "booking.rescheduled" && (!hosts || readOnly(before));
    const jobs = jobsOf(event, change, targets).filter((job) =>
      job.channel === "calendar"
        ? calendarTarget && toCalendar
        : !(job.channel === "mail" && job.target === "inbox") || toInbox,
    );
    return toPreviousHost ? [...jobs, { event, channel: "mail", target: previousHost }] : jobs;
  };
}
