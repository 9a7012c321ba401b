import { defaultLang } from "../../../common/i18n/lang";
import { noQualification } from "../../../common/contact/qualification";
import type { Logger } from "../../logger";
import { addressHash } from "../../screening/unconfirmedMail";
import type { StoredBooking } from "../store/bookings";
import { hostsOf, type Team } from "../team/team";
import type { BookingJobs } from "../bookingJobs";
import type { OutboxJobSpec } from "../../storage/outboxJobs";
import type { BookingService } from "../bookingService";
import { isSignedHoldLink, type HoldLink } from "./holdLinks";
import { reminderJobsFor } from "../reminderSchedule";
import { attendanceRequestJobs } from "../attendance/attendanceSchedule";
import type { SlotsByDay } from "../slotPage/slotDays";
import type { MessageStore } from "../../storage/messageStore";
import type { BookingStore } from "../store/bookingStore";

/** What a confirmation link's page shows. */
export type HoldAnswer =
  /** The hold waits: the page's one button confirms it (a GET changes nothing). */
  | { kind: "confirm"; hold: StoredBooking }
  | { kind: "booked"; booking: StoredBooking }
  /** Not confirmed in time: fresh times, booked at once from this link (the address is proven). */
  | { kind: "lapsed"; slots: SlotsByDay; refusal: "taken" | "notOffered" | null }
  | { kind: "personBooked" }
  | { kind: "invalid" }
  | { kind: "unknown" }
  | { kind: "unavailable" };

export interface HoldServiceOptions {
  stores: {
    booking: Pick<BookingStore, "bookingById" | "confirmHold" | "capabilityOf">;
    messages: Pick<MessageStore, "get">;
  };
  booking: BookingService;
  secret: string;
  /** The outbox jobs of a booking's changes (calendar, invitations, webhooks, chat). */
  jobs: BookingJobs;
  /** The lead's jobs: confirming a hold releases its message when held for the flood. */
  releaseJobs?: OutboxJobSpec[];
  /** The hosts (server/booking/team): a confirmed hold's jobs reach its host's calendar. */
  team?: Team;
  giveUpAfterMs: number;
  reminderLeadMs?: number;
  onStored: () => void;
  now: () => number;
}

export interface HoldService {
  open(link: HoldLink, log: Logger): Promise<HoldAnswer>;
  confirm(link: HoldLink, log: Logger): Promise<HoldAnswer>;
  /** Books `start` from a lapsed hold's link. */
  bookFresh(link: HoldLink, start: number, log: Logger): Promise<HoldAnswer>;
}

/** The confirmation links' flow: show, confirm, or book afresh once the hold has lapsed. */
export function holdService(options: HoldServiceOptions): HoldService {
  const { messages, booking: bookings } = options.stores;
  const hostsOfHold = (hold: StoredBooking) =>
    options.team && { after: hostsOf(options.team, hold.host) };

  /** Fresh times from the hosts suited to the visitor, as the first offer had. */
  async function lapsed(hold: StoredBooking, log: Logger): Promise<HoldAnswer> {
    const message = await messages.get(hold.messageId);
    const visitor = message ?? { lang: defaultLang, qualification: noQualification };
    const slots = await options.booking.freeTimes(visitor, hold.visitorZone, log);
    return slots ? { kind: "lapsed", slots, refusal: null } : { kind: "unavailable" };
  }

  /** The hold the link names, or why it opens nothing. */
  async function holdOf(link: HoldLink): Promise<StoredBooking | HoldAnswer> {
    if (!isSignedHoldLink(link, options.secret)) return { kind: "invalid" };
    return (await bookings.bookingById(link.bookingId)) ?? { kind: "unknown" };
  }

  async function guarded(log: Logger, answer: () => Promise<HoldAnswer>) {
    try {
      return await answer();
    } catch (error) {
      log.warn({ err: String(error) }, "booking: storage unavailable");
      return { kind: "unavailable" } as const;
    }
  }

  const isAnswer = (value: StoredBooking | HoldAnswer): value is HoldAnswer => "kind" in value;

  return {
    open: (link, log) =>
      guarded(log, async () => {
        const hold = await holdOf(link);
        if (isAnswer(hold)) return hold;
        if (hold.status === "active" && hold.holdUntil === undefined)
          return { kind: "booked", booking: hold };
        const live = hold.holdUntil !== undefined && hold.holdUntil > options.now();
        if (hold.status === "active" && live) return { kind: "confirm", hold };
        return lapsed(hold, log);
      }),
    confirm: (link, log) =>
      guarded(log, async () => {
        const hold = await holdOf(link);
        if (isAnswer(hold)) return hold;
        const message = await messages.get(hold.messageId);
        if (!message) return { kind: "unknown" };
        const now = options.now();
        const reminder = reminderJobsFor(hold.start, now, options.reminderLeadMs);
        const result = await bookings.confirmHold({
          bookingId: hold.id,
          addressHash: addressHash(message.fields.email),
          jobs: [
            ...options.jobs("booking.created", hostsOfHold(hold)),
            ...reminder,
            ...attendanceRequestJobs(hold.end),
          ],
          releaseJobs: options.releaseJobs,
          now,
          deliverUntil: now + options.giveUpAfterMs,
        });
        switch (result.kind) {
          case "confirmed":
            log.info({ bookingId: hold.id, messageId: hold.messageId }, "booking: confirmed");
            options.onStored();
            return { kind: "booked", booking: result.booking };
          case "alreadyConfirmed":
            return { kind: "booked", booking: result.booking };
          case "lapsed":
            return lapsed(result.booking, log);
          case "unknown":
            return result;
        }
      }),
    bookFresh: (link, start, log) =>
      guarded(log, async () => {
        const hold = await holdOf(link);
        if (isAnswer(hold)) return hold;
        const capability = await bookings.capabilityOf(hold.messageId);
        if (!capability) return { kind: "unknown" };
        const outcome = await options.booking.bookConfirmed(
          capability,
          start,
          hold.visitorZone,
          log,
        );
        switch (outcome.kind) {
          case "booked":
          case "alreadyBooked":
            return { kind: "booked", booking: outcome.booking };
          // The message holds a newer hold, with its own mail and link.
          case "held":
            return { kind: "personBooked" };
          case "taken":
          case "notOffered":
            return { kind: "lapsed", slots: outcome.slots, refusal: outcome.kind };
          case "mailCapped":
            return { kind: "unavailable" };
          default:
            return outcome;
        }
      }),
  };
}
