import { randomUUID } from "node:crypto";
import type { Logger } from "../logger";
import type { BookingGrant, BookResult, StoredBooking } from "./store/bookings";
import type { BookingJobs } from "./bookingJobs";
import type { OutboxJobSpec } from "../storage/outboxJobs";
import type { UnconfirmedMailCaps } from "../config/unconfirmedMailCaps";
import { normalisedAddress } from "../text/address";
import { holdTermsOf } from "./holds/holdTerms";
import type { BookingConfig } from "../config/bookingSettings";
import { bookingCapabilityHash } from "./capability";
import { reminderJobsFor } from "./reminderSchedule";
import { attendanceRequestJobs } from "./attendance/attendanceSchedule";
import type { CalendarSource } from "./calendar/calendarSource";
import type { Interval } from "./store/bookings";
import { unavailableCause } from "./openSlots";
import { needsOf, teamOfCalendar, type Team } from "./team/team";
import { offeredByAHost, teamOpenSlots } from "./team/teamSlots";
import { bookFirstFree, hostsToTry } from "./team/hostChoice";
import { hostNamesOf } from "./team/hostNames";
import type { Lang } from "../../common/i18n/lang";
import { auditIsSoon, type Qualification } from "../../common/contact/qualification";
import { slotsByDay, visitorZoneOr, type SlotsByDay } from "./slotPage/slotDays";
import type { BookingStore } from "./store/bookingStore";

type SlotListing =
  | { kind: "slots"; slots: SlotsByDay }
  | { kind: "alreadyBooked"; booking: StoredBooking }
  /** The message's booking is a hold waiting for the confirmation mailed to the visitor. */
  | { kind: "held"; booking: StoredBooking }
  /** No message holds this capability (mistyped, or deleted after the retention period). */
  | { kind: "unknown" }
  /** The calendar (or the database) cannot be read: the team answers within 24 hours instead. */
  | { kind: "unavailable" };

export type BookingOutcome =
  | { kind: "booked"; booking: StoredBooking }
  /** Stored as a hold: the visitor confirms it by the link in the one mail it sends. */
  | { kind: "held"; booking: StoredBooking }
  /** The address already has a demo booked (through another message): its links are in its mail. */
  | { kind: "personBooked" }
  /** A confirmation mail was needed and a cap refused it: the team replies within 24 hours. */
  | { kind: "mailCapped" }
  /** The slot went to someone else, or is no longer free: fresh slots to pick from. */
  | { kind: "taken"; slots: SlotsByDay }
  /** Never a slot at all (past, outside the hours, not a time): fresh slots to pick from. */
  | { kind: "notOffered"; slots: SlotsByDay }
  | { kind: "alreadyBooked"; booking: StoredBooking }
  | { kind: "unknown" }
  | { kind: "unavailable" };

export interface BookingServiceOptions {
  config: BookingConfig;
  calendar: CalendarSource;
  /** The hosts who give demos (server/booking/team); without it, `calendar` as a team of one. */
  team?: Team;
  stores: {
    booking: Pick<
      BookingStore,
      "bookingGrant" | "teamHeldSlots" | "recentDemos" | "hostsAtDomain" | "book"
    >;
  };
  /** Caps on mail to addresses nobody has confirmed: a hold's mail counts against them. */
  mailCaps?: UnconfirmedMailCaps;
  /** The outbox jobs of each change (calendar, invitations, webhooks, chat). */
  jobs: BookingJobs;
  /** The lead's jobs for a message held for the flood that a proven address books (none: no lead). */
  releaseJobs?: OutboxJobSpec[];
  giveUpAfterMs: number;
  /** How long before the demo its reminder goes out (a day; shorter in tests). */
  reminderLeadMs?: number;
  /**
   * BOOKING_SOON_WEEKS: a visitor whose audit begins within this many weeks sees the soonest times
   * first; none given, no audit counts as close.
   */
  soonWeeks?: number;
  /** Called after a booking is committed: the worker can deliver it right away. */
  onStored: () => void;
  now: () => number;
}

export interface BookingService {
  /** The free slots for the message holding `token`, shown in the visitor's zone. */
  slots(token: string, reportedZone: string | undefined, log: Logger): Promise<SlotListing>;
  /** Books the slot starting at `start` (NaN when the request held no time) for `token`'s message. */
  book(
    token: string,
    start: number,
    reportedZone: string | undefined,
    log: Logger,
  ): Promise<BookingOutcome>;
  /** Who gives the demo stored under `host`, as the visitor is told; none for the team of one. */
  hostNames(host: string): string[];
  /** The free slots of the hosts suited to a message, shown in the zone; null when unreadable. */
  freeTimes(
    message: VisitorMessage,
    reportedZone: string | undefined,
    log: Logger,
  ): Promise<SlotsByDay | null>;
  /**
   * Books for the message holding the capability `capabilityHash` (not the token) without a
   * hold: its address's owner has just used a link we mailed (a lapsed hold's fresh times).
   */
  bookConfirmed(
    capabilityHash: string,
    start: number,
    reportedZone: string | undefined,
    log: Logger,
  ): Promise<BookingOutcome>;
}

/** What of a message chooses its hosts and its offer: its language and its two answers. */
interface VisitorMessage {
  lang: Lang;
  qualification: Qualification;
}

/** Without caps given (a test of other rules), a hold's mail is never refused. */
const uncapped: UnconfirmedMailCaps = {
  perAddressPerDay: Number.POSITIVE_INFINITY,
  perDomainPerHour: Number.POSITIVE_INFINITY,
  perHour: Number.POSITIVE_INFINITY,
};

/** The message's booking as the visitor sees it: booked, held, or none (a lapsed hold is none). */
function bookingOf(grant: Pick<BookingGrant, "booking">, now: number) {
  const booking = grant.booking;
  if (!booking) return null;
  if (booking.holdUntil === undefined) return { kind: "alreadyBooked", booking } as const;
  return booking.holdUntil > now ? ({ kind: "held", booking } as const) : null;
}

/**
 * The booking flow as glue between the hosts' calendars, the availability rules and storage
 * (`teamOpenSlots` says which slots are free, round robin who gives the demo). Any failure to
 * read them answers "unavailable", never an all-free week.
 */
export function bookingService(options: BookingServiceOptions): BookingService {
  const { config, calendar } = options;
  const bookings = options.stores.booking;
  const rules = config.rules;
  const team = options.team ?? teamOfCalendar(config, calendar);

  /** The free slots for a visitor: those of the hosts suited to their language and standards. */
  const free = (fresh: boolean, now: number, message: VisitorMessage) =>
    teamOpenSlots({ team, rules, storage: bookings }, { fresh, now, visitor: needsOf(message) });

  /** The slots in the visitor's zone, the soonest first when their audit is close. */
  const shown = (
    slots: Interval[],
    reportedZone: string | undefined,
    message: VisitorMessage,
    now: number,
  ) =>
    slotsByDay(
      slots,
      visitorZoneOr(reportedZone, rules.timeZone),
      rules.timeZone,
      options.soonWeeks !== undefined && auditIsSoon(message.qualification, now, options.soonWeeks),
    );

  function unavailable(error: unknown, log: Logger): { kind: "unavailable" } {
    log.warn(
      { err: String(error), calendar: calendar.name },
      `booking: ${unavailableCause(error)}`,
    );
    return { kind: "unavailable" };
  }

  async function book(
    capabilityHash: string,
    start: number,
    reportedZone: string | undefined,
    log: Logger,
    confirmedByMail: boolean,
  ): Promise<BookingOutcome> {
    const grant = await bookings.bookingGrant(capabilityHash);
    if (!grant) return { kind: "unknown" } as const;
    const now = options.now();
    const booked = bookingOf(grant, now);
    if (booked) return booked;
    // Fresh: the calendars themselves, just before confirming, so a meeting added a minute ago counts.
    const open = await free(true, now, grant);
    const slots = open.slots;
    const slot = slots.find((candidate) => candidate.start === start);
    if (!slot) {
      const kind = offeredByAHost(team, needsOf(grant), start, now) ? "taken" : "notOffered";
      return { kind, slots: shown(slots, reportedZone, grant, now) } as const;
    }
    const id = randomUUID();
    const email = grant.fields.email;
    const visit = { free: open.freeAt(slot.start), email, bookingId: id, now };
    const hold = confirmedByMail
      ? undefined
      : await holdTermsOf(grant, now, config, options.mailCaps ?? uncapped);
    const result = await bookFirstFree(
      await hostsToTry({ team, storage: bookings }, visit),
      (host) =>
        bookings.book({
          id,
          capabilityHash,
          person: normalisedAddress(email),
          hold,
          calendar: host.calendar,
          host: host.key,
          ...slot,
          visitorZone: visitorZoneOr(reportedZone, rules.timeZone),
          jobs: [
            ...options.jobs("booking.created", { after: host.hosts }),
            ...reminderJobsFor(slot.start, now, options.reminderLeadMs),
            ...attendanceRequestJobs(slot.end),
          ],
          releaseJobs: options.releaseJobs,
          now,
          deliverUntil: now + options.giveUpAfterMs,
        }),
    );
    if (result.kind === "taken") {
      const others = slots.filter((candidate) => candidate !== slot);
      return { kind: "taken", slots: shown(others, reportedZone, grant, now) } as const;
    }
    return stored(result, grant.messageId, log);
  }

  function stored(
    result: Exclude<BookResult, { kind: "taken" }>,
    messageId: string,
    log: Logger,
  ): BookingOutcome {
    switch (result.kind) {
      case "booked":
      case "held": {
        const { id: bookingId, host } = result.booking;
        log.info({ bookingId, messageId, host }, `booking: ${result.kind}`);
        options.onStored();
        return result;
      }
      case "mailCapped":
        log.warn({ messageId, cap: result.cap }, `booking: no hold, mail cap ${result.cap}`);
        return { kind: "mailCapped" };
      case "personBooked":
        log.info({ messageId }, "booking: the address has a demo booked already");
        return result;
      case "alreadyBooked":
        return bookingOf({ booking: result.booking }, Number.NEGATIVE_INFINITY) ?? result;
      case "unknown":
        return result;
    }
  }

  return {
    hostNames: (host) => hostNamesOf(team, host),
    async slots(token, reportedZone, log) {
      try {
        const grant = await bookings.bookingGrant(bookingCapabilityHash(token));
        if (!grant) return { kind: "unknown" };
        const now = options.now();
        const booked = bookingOf(grant, now);
        if (booked) return booked;
        const open = await free(false, now, grant);
        return { kind: "slots", slots: shown(open.slots, reportedZone, grant, now) };
      } catch (error) {
        return unavailable(error, log);
      }
    },
    async freeTimes(message, reportedZone, log) {
      try {
        const now = options.now();
        return shown((await free(false, now, message)).slots, reportedZone, message, now);
      } catch (error) {
        unavailable(error, log);
        return null;
      }
    },
    async book(token, start, reportedZone, log) {
      try {
        return await book(bookingCapabilityHash(token), start, reportedZone, log, false);
      } catch (error) {
        return unavailable(error, log);
      }
    },
    async bookConfirmed(capabilityHash, start, reportedZone, log) {
      try {
        return await book(capabilityHash, start, reportedZone, log, true);
      } catch (error) {
        return unavailable(error, log);
      }
    },
  };
}
