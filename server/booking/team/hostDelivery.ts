import type { MailSettings, OutgoingMail } from "../../delivery/mail/outgoingMail";
import type { ChangedBooking } from "../store/bookings";
import { bookingEventOf, bookingMail, type EventHosts } from "../mails/bookingMail";
import type { CalendarSource } from "../calendar/calendarSource";
import { DeliveryError } from "../../delivery/deliveryError";
import { hostsOf, type Team, type TeamHost } from "./team";
import { demoPreparation } from "../mails/demoPreparation";

/** What a booking's deliveries need to reach its hosts. */
export interface HostChannels {
  /** The single calendar (or the first host's), when no team is handed in. */
  calendar: CalendarSource;
  team?: Team;
  location: string;
  /** The team's zone, as the hosts' mails name the times. */
  timeZone: string;
  /** BOOKING_SOON_WEEKS: the hosts' event marks an audit this close; none: none is. */
  soonWeeks?: number;
}

/** The booking's hosts now; the single calendar's stand-in without a team. */
function hostsNow({ team }: HostChannels, host: string): readonly TeamHost[] {
  if (!team) return [];
  const hosts = hostsOf(team, host);
  if (!hosts.length) throw new DeliveryError(`host "${host}" is no longer in the team`, true);
  return hosts;
}

/**
 * The host as organiser of the invitations, a collective demo's other hosts beside the visitor;
 * none with an address: the team's inbox organises.
 */
function hostsOfEvent(hosts: readonly TeamHost[]): EventHosts | undefined {
  const people = hosts.flatMap((host) =>
    host.email ? [{ email: host.email, name: host.name }] : [],
  );
  const [organizer, ...coHosts] = people;
  return organizer && { organizer, ...(coHosts.length && { coHosts }) };
}

/** How to join a demo: its first host's own location (a collective demo meets in the organiser's room), else BOOKING_LOCATION. */
const joinedAt = (hosts: readonly TeamHost[], fallback: string) =>
  hosts.find((host) => host.location)?.location ?? fallback;

/** How to join the demo stored under `host`: that host's location, else BOOKING_LOCATION. */
export const hostLocation = (parts: Pick<HostChannels, "team" | "location">, host: string) =>
  joinedAt(parts.team ? hostsOf(parts.team, host) : [], parts.location);

/**
 * The mail settings and organiser for a booking's mails: the host's address receives the team's
 * invitation and the visitor's replies, and organises the event; its location is the host's.
 */
export function hostMail(parts: HostChannels, host: string, mail: MailSettings) {
  const hosts = hostsNow(parts, host);
  const addresses = hosts.flatMap((h) => (h.email ? [h.email] : []));
  return {
    mail: addresses.length ? { ...mail, to: addresses.join(", ") } : mail,
    hosts: hostsOfEvent(hosts),
    location: joinedAt(hosts, parts.location),
  };
}

/** The booking's calendars now: its hosts', or the single calendar without a team. */
const calendarsOf = (parts: HostChannels, host: string): readonly CalendarSource[] =>
  parts.team ? hostsNow(parts, host).map((h) => h.calendar) : [parts.calendar];

/**
 * Whether the team's invitation mail is how the booking's hosts hear of it: one of their
 * calendars cannot be written (a read-only feed). The operator's commands queue it for every
 * booking, not knowing the hosts; for the others it is nothing to send.
 */
export const invitesByMail = (parts: HostChannels, host: string) =>
  calendarsOf(parts, host).some((calendar) => !calendar.writer);

/**
 * Makes the hosts' calendars match the booking as it is now: its event in each of its hosts'
 * calendars that can be written (removed when cancelled), and out of every other host's, for a
 * demo that moved from one host to another. Removing an event that is not there is fine, so a
 * retry is safe. A host on a read-only calendar gets the team's invitation mail instead.
 */
export async function matchHostCalendars(
  parts: HostChannels,
  { booking, message, change }: ChangedBooking,
  mail: MailSettings,
): Promise<void> {
  const hosts = parts.team ? hostsNow(parts, booking.host) : [];
  const writers = calendarsOf(parts, booking.host).flatMap((c) => (c.writer ? [c.writer] : []));
  const others =
    parts.team && change.kind === "rescheduled"
      ? parts.team.hosts.flatMap((host) =>
          !hosts.includes(host) && host.calendar.writer ? [host.calendar.writer] : [],
        )
      : [];
  // The event in the hosts' own calendars carries what prepares the demo.
  const event = bookingEventOf(
    booking,
    message,
    mail,
    mail.inboxLang,
    joinedAt(hosts, parts.location),
    hostsOfEvent(hosts),
    demoPreparation(message, mail.inboxLang, parts.soonWeeks).lines,
  );
  const active = booking.status === "active";
  await Promise.all([
    ...writers.map((writer) => (active ? writer.put(event) : writer.remove(event.uid))),
    ...others.map((writer) => writer.remove(event.uid)),
  ]);
}

/**
 * The cancellation a host on a read-only calendar gets when a move handed their demo to another
 * host: the event they accepted is off. Nothing when the demo stayed, or their calendar was
 * written (the calendar job removed the event there).
 */
export function previousHostMail(
  parts: HostChannels,
  changed: ChangedBooking,
  mail: MailSettings,
): OutgoingMail | null {
  const { change, booking } = changed;
  const oldHost = change.oldHost;
  if (!oldHost || !change.old || !invitesByMail(parts, oldHost)) return null;
  const handedAway = {
    ...changed,
    booking: { ...booking, host: oldHost },
    change: { ...change, kind: "cancelled" as const, new: null },
  };
  const newHosts = hostsNow(parts, booking.host).map((host) => host.name);
  const reader = { kind: "team", zone: parts.timeZone, handedTo: newHosts.join(", ") } as const;
  const toOldHost = hostMail(parts, oldHost, mail);
  return bookingMail(handedAway, reader, toOldHost.mail, toOldHost.location, toOldHost.hosts);
}
