import type { Logger } from "../../logger";
import type { StoredBooking } from "../store/bookings";
import type { BookingChangeEvent, BookingJobs } from "../bookingJobs";
import type { MessageStore } from "../../storage/messageStore";
import type { BookingStore } from "../store/bookingStore";
import { checkLink, type SignedLink } from "../bookingLinks";
import type { BookingConfig } from "../../config/bookingSettings";
import type { CalendarSource } from "../calendar/calendarSource";
import { unavailableCause } from "../openSlots";
import { hostsOf, needsOf, teamOfCalendar, type BookedHost, type Team } from "../team/team";
import { offeredByAHost, teamOpenSlots } from "../team/teamSlots";
import { bookFirstFree, hostsToTry } from "../team/hostChoice";
import { slotsByDay, type SlotsByDay } from "../slotPage/slotDays";
import { reminderJobsFor } from "../reminderSchedule";
import { attendanceRequestJobs } from "../attendance/attendanceSchedule";

/**
 * Why a link opens nothing: tampered or foreign, the demo over, the booking changed since the
 * link was made (outdated), moved as often as allowed (changeLimit), or the calendar unreachable.
 */
type Refusal =
  | { kind: "invalid" }
  | { kind: "expired" }
  | { kind: "outdated" }
  | { kind: "changeLimit" }
  | { kind: "unavailable" };

type Opened =
  | Refusal
  | { kind: "active"; booking: StoredBooking }
  | { kind: "cancelled"; booking: StoredBooking };

type SlotChoice = Refusal | { kind: "cancelled"; booking: StoredBooking } | SlotsFor;

interface SlotsFor {
  kind: "slots";
  booking: StoredBooking;
  slots: SlotsByDay;
}

type Moved =
  | Refusal
  | { kind: "cancelled"; booking: StoredBooking }
  | { kind: "rescheduled"; booking: StoredBooking }
  /** The slot went to someone else meanwhile: the booking keeps its slot; fresh slots. */
  | (Omit<SlotsFor, "kind"> & { kind: "taken" })
  /** Never a slot at all (past, outside the hours, not a time): the booking keeps its slot. */
  | (Omit<SlotsFor, "kind"> & { kind: "notOffered" });

type Cancelled = Refusal | { kind: "cancelled"; booking: StoredBooking };

export interface ManageBookingOptions {
  config: BookingConfig;
  calendar: CalendarSource;
  /** The hosts who give demos (server/booking/team); without it, `calendar` as a team of one. */
  team?: Team;
  stores: {
    messages: Pick<MessageStore, "get">;
    booking: Pick<
      BookingStore,
      | "bookingById"
      | "teamHeldSlots"
      | "recentDemos"
      | "hostsAtDomain"
      | "reschedule"
      | "cancelBooking"
    >;
  };
  /** The outbox jobs of each change (calendar, invitations, webhooks, chat). */
  jobs: BookingJobs;
  giveUpAfterMs: number;
  /** How long before the demo its reminder goes out (a day; shorter in tests). */
  reminderLeadMs?: number;
  /** Called after a change is committed: the worker can deliver it right away. */
  onStored: () => void;
  now: () => number;
}

export interface ManageBooking {
  /** The booking a link is for, as the page before the confirming form (or the .ics) shows it. */
  open(link: SignedLink<string>, log: Logger): Promise<Opened>;
  /** The slots the booking may move to (its own counts as free), in the visitor's zone. */
  slots(link: SignedLink, log: Logger): Promise<SlotChoice>;
  reschedule(link: SignedLink, start: number, log: Logger): Promise<Moved>;
  cancel(link: SignedLink, log: Logger): Promise<Cancelled>;
}

/** The SEQUENCE a link was made for; a link from before links carried one, the first booking's. */
const sequenceOf = (link: SignedLink<string>) => link.sequence ?? 0;

/**
 * A no-show's reschedule mail is the team's invitation to move the demo that did not happen:
 * its link works after the demo's end (docs/decisions/0853-attendance.md).
 */
const wonBack = (link: SignedLink<string>, booking: StoredBooking) =>
  link.action === "reschedule" && booking.attendance === "no_show";

/**
 * The visitor's cancel and reschedule, from a signed link (server/booking/bookingLinks.ts). A
 * link is trusted only with its signature, for the booking it names, until the demo is over.
 * Each change is one storage operation with its outbox jobs.
 */
export function manageBooking(options: ManageBookingOptions): ManageBooking {
  const { config, calendar } = options;
  const { messages, booking: bookings } = options.stores;
  const rules = config.rules;
  const team = options.team ?? teamOfCalendar(config, calendar);
  /** BOOKING_MAX_CHANGES, with one move more for a no-show: the team offered it. */
  const maxChangesOf = (booking: StoredBooking) =>
    config.maxChanges + (booking.attendance === "no_show" ? 1 : 0);

  async function linked(link: SignedLink<string>): Promise<Opened> {
    const now = options.now();
    const check = checkLink(link, config.secret, now);
    if (check !== "valid") return { kind: check };
    const booking = await bookings.bookingById(link.bookingId);
    if (!booking) return { kind: "invalid" };
    if (booking.end <= now && !wonBack(link, booking)) return { kind: "expired" };
    if (booking.status !== "active") return { kind: "cancelled", booking };
    // A link works for the booking as it was when the link was made, not after a change.
    if (sequenceOf(link) !== booking.sequence) return { kind: "outdated" };
    return { kind: "active", booking };
  }

  /** The booking a reschedule link may move: active, current, and not moved too often. */
  async function movable(link: SignedLink): Promise<Opened> {
    const opened = await linked(link);
    if (opened.kind === "active" && opened.booking.sequence >= maxChangesOf(opened.booking)) {
      return { kind: "changeLimit" };
    }
    return opened;
  }

  /** The slots the booking may move to, for its visitor's language, its own slot free for it. */
  async function choice(booking: StoredBooking, fresh: boolean) {
    const now = options.now();
    const message = await messages.get(booking.messageId);
    // A move stays with the hosts who suit the visitor's language and standards.
    const visitor = needsOf(message);
    const open = await teamOpenSlots(
      { team, rules, storage: bookings },
      { fresh, now, visitor, own: booking },
    );
    const shown = slotsByDay(open.slots, booking.visitorZone, rules.timeZone);
    return { free: open.slots, shown, open, visitor, email: message?.fields.email ?? "" };
  }

  /** A visitor's change, made only while the booking is still as the link knew it. */
  const change = (booking: StoredBooking, event: BookingChangeEvent, link: SignedLink) => {
    const now = options.now();
    const jobs = options.jobs(event, { after: hostsOf(team, booking.host) });
    const base = { bookingId: booking.id, by: "visitor" as const, jobs, now };
    const expectedSequence = sequenceOf(link);
    return { ...base, expectedSequence, deliverUntil: now + options.giveUpAfterMs };
  };

  function unavailable(error: unknown, log: Logger): { kind: "unavailable" } {
    const cause = unavailableCause(error);
    log.warn({ err: String(error), calendar: calendar.name }, `booking change: ${cause}`);
    return { kind: "unavailable" };
  }

  /**
   * A time found taken while the same link was posted again at once (a double tap): when the
   * booking has changed since the link was made, the other post moved it, perhaps to that very
   * time, and the answer is the link's, not the time's.
   */
  async function takenUnlessUsed(link: SignedLink, taken: Moved): Promise<Moved> {
    return (await linked(link)).kind === "outdated" ? { kind: "outdated" } : taken;
  }

  async function reschedule(link: SignedLink, start: number, log: Logger): Promise<Moved> {
    const opened = await movable(link);
    if (opened.kind !== "active") return opened;
    const booking = opened.booking;
    if (start === booking.start) return { kind: "rescheduled", booking };
    // Fresh: the calendars themselves, just before confirming, as for a new booking.
    const { free, shown, open, visitor, email } = await choice(booking, true);
    const slot = free.find((candidate) => candidate.start === start);
    if (!slot) {
      if (!offeredByAHost(team, visitor, start, options.now())) {
        return { kind: "notOffered", booking, slots: shown };
      }
      return takenUnlessUsed(link, { kind: "taken", booking, slots: shown });
    }
    const moving = {
      ...change(booking, "booking.rescheduled", link),
      maxChanges: maxChangesOf(booking),
    };
    const reminder = [
      ...reminderJobsFor(slot.start, moving.now, options.reminderLeadMs),
      ...attendanceRequestJobs(slot.end),
    ];
    // The host keeps the demo when free at the new time; otherwise round robin picks another.
    const freeHosts = open.freeAt(slot.start);
    const keeps = team.collective || freeHosts.some((host) => host.key === booking.host);
    const visit = { free: freeHosts, email, bookingId: booking.id, now: moving.now };
    const order: (BookedHost | null)[] = keeps
      ? [null]
      : await hostsToTry({ team, storage: bookings }, visit);
    const before = hostsOf(team, booking.host);
    const result = await bookFirstFree(order, (host) =>
      bookings.reschedule({
        ...moving,
        ...slot,
        reminder,
        ...(host && { host: { key: host.key, calendar: host.calendar } }),
        jobs: options.jobs(
          "booking.rescheduled",
          host ? { after: host.hosts, before } : { after: before },
        ),
      }),
    );
    switch (result.kind) {
      case "changed": {
        const { sequence } = result.change;
        log.info({ bookingId: booking.id, sequence, host: result.booking.host }, "booking: moved");
        options.onStored();
        return { kind: "rescheduled", booking: result.booking };
      }
      case "taken": {
        const others = free.filter((candidate) => candidate !== slot);
        return takenUnlessUsed(link, {
          kind: "taken",
          booking,
          slots: slotsByDay(others, booking.visitorZone, rules.timeZone),
        });
      }
      case "notActive":
        return { kind: "cancelled", booking: result.booking };
      case "outdated":
        return { kind: "outdated" };
      case "capped":
        return { kind: "changeLimit" };
      case "unknown":
        return { kind: "invalid" };
    }
  }

  async function cancel(link: SignedLink, log: Logger): Promise<Cancelled> {
    const opened = await linked(link);
    if (opened.kind !== "active") return opened;
    const result = await bookings.cancelBooking(change(opened.booking, "booking.cancelled", link));
    if (result.kind === "outdated") return { kind: "outdated" };
    if (result.kind !== "changed" && result.kind !== "notActive") return { kind: "invalid" };
    if (result.kind === "changed") {
      log.info({ bookingId: result.booking.id }, "booking: cancelled by the visitor");
      options.onStored();
    }
    return { kind: "cancelled", booking: result.booking };
  }

  async function slots(link: SignedLink): Promise<SlotChoice> {
    const opened = await movable(link);
    if (opened.kind !== "active") return opened;
    const { shown } = await choice(opened.booking, false);
    return { kind: "slots", booking: opened.booking, slots: shown };
  }

  /** Storage or the calendar failing answers "unavailable": the page says so, nothing changed. */
  async function safely<R>(log: Logger, run: () => Promise<R>): Promise<R | Refusal> {
    try {
      return await run();
    } catch (error) {
      return unavailable(error, log);
    }
  }

  return {
    open: (link, log) => safely(log, () => linked(link)),
    slots: (link, log) => safely(log, () => slots(link)),
    reschedule: (link, start, log) => safely(log, () => reschedule(link, start, log)),
    cancel: (link, log) => safely(log, () => cancel(link, log)),
  };
}
