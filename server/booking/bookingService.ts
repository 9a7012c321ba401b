import { randomUUID } from "node:crypto";
import type { Logger } from "../logger";
import type { StoredBooking } from "../storage/bookings";
import type { OutboxJobSpec } from "../storage/outboxJobs";
import type { Storage } from "../storage/storage";
import type { BookingConfig } from "../config/bookingSettings";
import { bookingCapabilityHash } from "./capability";
import { reminderJobsFor } from "./reminderSchedule";
import type { CalendarSource } from "./calendarSource";
import type { Interval } from "../storage/bookings";
import { unavailableCause } from "./openSlots";
import type { Team } from "./team/team";
import { teamOfCalendar } from "./team/team";
import { offeredByAHost, teamOpenSlots } from "./team/teamSlots";
import { bookFirstFree, hostsToTry } from "./team/hostChoice";
import { jobsForHosts } from "./team/hostJobs";
import type { Lang } from "../../common/i18n/lang";
import { slotsByDay, visitorZoneOr, type SlotsByDay } from "./slotDays";

type SlotListing =
  | { kind: "slots"; slots: SlotsByDay }
  | { kind: "alreadyBooked"; booking: StoredBooking }
  /** No message holds this capability (mistyped, or deleted after the retention period). */
  | { kind: "unknown" }
  /** The calendar (or the database) cannot be read: the team answers within 24 hours instead. */
  | { kind: "unavailable" };

export type BookingOutcome =
  | { kind: "booked"; booking: StoredBooking }
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
  storage: Pick<
    Storage,
    "bookingGrant" | "teamHeldSlots" | "recentDemos" | "hostsAtDomain" | "book"
  >;
  /** The outbox jobs of each booking (event write, invitations, webhooks, Slack). */
  jobs: OutboxJobSpec[];
  giveUpAfterMs: number;
  /** How long before the demo its reminder goes out (a day; shorter in tests). */
  reminderLeadMs?: number;
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
}

/**
 * The booking flow as glue between the calendar, the availability rules and storage
 * (`openSlots` says which slots are free). Any failure to read either answers "unavailable",
 * never an all-free week.
 */
export function bookingService(options: BookingServiceOptions): BookingService {
  const { config, calendar, storage } = options;
  const rules = config.rules;
  const team = options.team ?? teamOfCalendar(config, calendar);

  const free = (fresh: boolean, now: number, lang: Lang) =>
    teamOpenSlots({ team, rules, storage }, { fresh, now, lang });

  const shown = (slots: Interval[], reportedZone: string | undefined) =>
    slotsByDay(slots, visitorZoneOr(reportedZone, rules.timeZone), rules.timeZone);

  function unavailable(error: unknown, log: Logger): { kind: "unavailable" } {
    log.warn(
      { err: String(error), calendar: calendar.name },
      `booking: ${unavailableCause(error)}`,
    );
    return { kind: "unavailable" };
  }

  async function book(token: string, start: number, reportedZone: string | undefined, log: Logger) {
    const capabilityHash = bookingCapabilityHash(token);
    const grant = await storage.bookingGrant(capabilityHash);
    if (!grant) return { kind: "unknown" } as const;
    if (grant.booking) return { kind: "alreadyBooked", booking: grant.booking } as const;
    const now = options.now();
    // Fresh: the calendar itself, just before confirming, so a meeting added a minute ago counts.
    const open = await free(true, now, grant.lang);
    const slots = open.slots;
    const slot = slots.find((candidate) => candidate.start === start);
    if (!slot) {
      const kind = offeredByAHost(team, grant.lang, start, now) ? "taken" : "notOffered";
      return { kind, slots: shown(slots, reportedZone) } as const;
    }
    const id = randomUUID();
    const visit = { free: open.freeAt(slot.start), email: grant.fields.email, bookingId: id, now };
    const result = await bookFirstFree(await hostsToTry({ team, storage }, visit), (host) =>
      storage.book({
        id,
        capabilityHash,
        calendar: host.calendar,
        host: host.key,
        ...slot,
        visitorZone: visitorZoneOr(reportedZone, rules.timeZone),
        jobs: [
          ...jobsForHosts(options.jobs, host.hosts),
          ...reminderJobsFor(slot.start, now, options.reminderLeadMs),
        ],
        now,
        deliverUntil: now + options.giveUpAfterMs,
      }),
    );
    if (result.kind === "taken") {
      const others = slots.filter((candidate) => candidate !== slot);
      return { kind: "taken", slots: shown(others, reportedZone) } as const;
    }
    if (result.kind === "booked") {
      const { id: bookingId, host } = result.booking;
      log.info({ bookingId, messageId: grant.messageId, host }, "booking: stored");
      options.onStored();
    }
    return result;
  }

  return {
    async slots(token, reportedZone, log) {
      try {
        const grant = await storage.bookingGrant(bookingCapabilityHash(token));
        if (!grant) return { kind: "unknown" };
        if (grant.booking) return { kind: "alreadyBooked", booking: grant.booking };
        const open = await free(false, options.now(), grant.lang);
        return { kind: "slots", slots: shown(open.slots, reportedZone) };
      } catch (error) {
        return unavailable(error, log);
      }
    },
    async book(token, start, reportedZone, log) {
      try {
        return await book(token, start, reportedZone, log);
      } catch (error) {
        return unavailable(error, log);
      }
    },
  };
}
