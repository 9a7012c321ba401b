import { isUniqueViolation } from "../../storage/operation";
import type { Storage } from "../../storage/storage";
import type { BookingDeliveryCounts } from "../../http/health";
import { bookingDeliveryCounts } from "./bookingDeliveries";
import { capabilityOf } from "./capabilities";
import { waitingHolds } from "./holds";
import {
  activeBookingOf,
  book,
  bookingById,
  bookingChange,
  bookingGrant,
  cancelBooking,
  latestBookingOf,
  reschedule,
} from "./bookingStatements";
import type {
  BookingChangeResult,
  BookingGrant,
  BookResult,
  CancelBooking,
  ChangedBooking,
  Interval,
  NewBooking,
  RescheduleBooking,
  StoredBooking,
} from "./bookings";
import { confirmHold, type HoldConfirmation, type HoldConfirmResult } from "./holdConfirmation";
import { activeBookingsWithAddress, spamMarksOf, type BookingWithAddress } from "./spamMarks";
import {
  hostsAtDomain,
  recentDemos,
  teamHeldSlots,
  type AddressHost,
  type HostDemo,
  type HostSlot,
} from "./teamStatements";
import { upcomingBookings, type UpcomingBooking } from "./upcomingBookings";

/** What booking keeps: bookings, their changes and holds, and what the team's picks read. */
export interface BookingStore {
  /** The message a booking capability (its hash) belongs to, with its booking; null if unknown. */
  bookingGrant(capabilityHash: string): Promise<BookingGrant | null>;
  /** Slots of every host held by active bookings (holds lapsed by `now` are not) overlapping `range`. */
  teamHeldSlots(range: Interval, now: number): Promise<HostSlot[]>;
  /** Each active booking (or live hold at `now`) made since `since`, with its host: round robin's count. */
  recentDemos(since: number, now: number): Promise<HostDemo[]>;
  /** The hosts of the latest bookings from addresses at `domain`, newest first. */
  hostsAtDomain(domain: string): Promise<AddressHost[]>;
  /** Turns a live hold into a booking with the jobs of one made at once, in one transaction. */
  confirmHold(confirmation: HoldConfirmation): Promise<HoldConfirmResult>;
  /** How many holds wait for their visitor's confirmation at `now`. */
  waitingHolds(now: number): Promise<number>;
  /** Bookings with deliveries of `events` pending, failed or scheduled, per channel. */
  deliveryCounts(
    events: readonly string[],
    now: number,
  ): Promise<Record<string, BookingDeliveryCounts>>;
  /** The hash of the booking capability a message was handed; null when it has none. */
  capabilityOf(messageId: string): Promise<string | null>;
  /** Books a slot with its outbox jobs in one commit; one active booking per slot and message. */
  book(booking: NewBooking): Promise<BookResult>;
  bookingOf(messageId: string): Promise<StoredBooking | null>;
  /** A message's latest booking, active or cancelled; null when it has none. */
  latestBookingOf(messageId: string): Promise<StoredBooking | null>;
  /** A booking by its id, active or cancelled; null when unknown (or erased). */
  bookingById(id: string): Promise<StoredBooking | null>;
  /** One change of a booking with the booking as it is now and its message; null when gone. */
  bookingChange(changeId: number): Promise<ChangedBooking | null>;
  /**
   * Moves an active booking to another slot with the change's outbox jobs, in one transaction:
   * the old slot is released only if the new one is held. Taken: nothing changed.
   */
  reschedule(change: RescheduleBooking): Promise<BookingChangeResult>;
  /** Cancels an active booking with the change's outbox jobs, in one transaction. */
  cancelBooking(change: CancelBooking): Promise<BookingChangeResult>;
  /** Operator: bookings of demos not over at `now` (cancelled ones too), soonest first. */
  upcomingBookings(now: number, limit?: number): Promise<UpcomingBooking[]>;
  /** Operator: every active booking with the address it was booked with, oldest first. */
  activeBookingsWithAddress(): Promise<BookingWithAddress[]>;
  /** When each of the messages was marked as spam (`leads spam`); unmarked ones are absent. */
  spamMarks(messageIds: readonly string[]): Promise<Map<string, number>>;
}

export const bookingStore = (engine: Storage): BookingStore => ({
  bookingGrant: (capabilityHash) => engine.run(bookingGrant(capabilityHash)),
  teamHeldSlots: (range, now) => engine.run(teamHeldSlots(range, now)),
  recentDemos: (since, now) => engine.run(recentDemos(since, now)),
  hostsAtDomain: (domain) => engine.run(hostsAtDomain(domain)),
  confirmHold: (confirmation) => engine.transaction(confirmHold(confirmation)),
  waitingHolds: (now) => engine.run(waitingHolds(now)),
  deliveryCounts: (events, now) => engine.run(bookingDeliveryCounts(events, now)),
  capabilityOf: (messageId) => engine.run(capabilityOf(messageId)),
  book: (booking) => engine.transaction(book(booking)),
  bookingOf: (messageId) => engine.run(activeBookingOf(messageId)),
  latestBookingOf: (messageId) => engine.run(latestBookingOf(messageId)),
  bookingById: (id) => engine.run(bookingById(id)),
  bookingChange: (changeId) => engine.run(bookingChange(changeId)),
  reschedule: async (change) => {
    try {
      return await engine.transaction(reschedule(change));
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: "taken" };
      throw error;
    }
  },
  cancelBooking: (change) => engine.transaction(cancelBooking(change)),
  upcomingBookings: (now, limit = 1000) => engine.run(upcomingBookings(now, limit)),
  activeBookingsWithAddress: () => engine.run(activeBookingsWithAddress()),
  spamMarks: async (messageIds) =>
    messageIds.length === 0 ? new Map() : engine.run(spamMarksOf(messageIds)),
});
