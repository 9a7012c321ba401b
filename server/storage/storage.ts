import type { Interval } from "./bookings";
import type {
  BookingChangeResult,
  BookingGrant,
  BookResult,
  CancelBooking,
  ChangedBooking,
  NewBooking,
  RescheduleBooking,
  StoredBooking,
} from "./bookings";
import type { ChannelCounts, OutboxJob, OutboxJobSpec } from "./outboxJobs";
import type { RecordedTarget } from "./deliveryTargets";
import type { BookingOffer, ReleaseResult } from "./heldMessages";
import type { UpcomingBooking } from "./upcomingBookings";
import type { BookingWithAddress } from "./spamMarks";
import type { HoldConfirmation, HoldConfirmResult } from "./holdConfirmation";
import type { BookingDeliveryCounts } from "./bookingDeliveries";
import type { AddressHost, HostDemo, HostSlot } from "./teamStatements";
import type { AttendanceResult, RecordAttendance } from "./attendance";
import type { CountedVisit, VisitCount } from "./visitCounts";
import type { MessageWriteFailure } from "./messageWriteFailure";
import type { FunnelFacts, FunnelWindow } from "./funnelFacts";
import type { DeliveryJob, TeamJobSpec } from "./teamJobs";
// The message records live in ./messages.ts (no import circle with ./bookings.ts); callers
// keep taking them from here, storage's face.
export type {
  HoldReason,
  MessageStatus,
  SubmittedForm,
  NewMessage,
  StoredMessage,
  KeyedMessage,
  InsertResult,
  Erasure,
  ClaimedJob,
} from "./messages";
import type {
  MessageStatus,
  NewMessage,
  StoredMessage,
  KeyedMessage,
  InsertResult,
  Erasure,
} from "./messages";

export interface MessageCounts {
  pending: number;
  failed: number;
  /** Held for review: waiting for an operator to release them (docs/operations.md). */
  held: number;
}

export interface Storage {
  readonly kind: "sqlite" | "postgres";
  /** Stores the message and its outbox jobs in one durable commit. */
  insert(message: NewMessage): Promise<InsertResult>;
  /** The message stored under `key`; its fingerprint is null when it was erased since. */
  findByIdempotencyKey(key: string): Promise<KeyedMessage | null>;
  /** Leases due jobs to `owner`: no other worker gets them until the lease ends. */
  claim(owner: string, now: number, leaseMs: number, limit: number): Promise<DeliveryJob[]>;
  /** Adds a team job unless its period has one already; true when this call added it. */
  insertTeamJob(job: TeamJobSpec): Promise<boolean>;
  /** Sends the team's failed jobs of `event` again; returns their periods. */
  retryTeamJobs(event: string, now: number, deliverUntil: number): Promise<string[]>;
  markSent(jobId: number, owner: string, now: number): Promise<void>;
  markRetry(
    jobId: number,
    owner: string,
    now: number,
    nextAttemptAt: number,
    error: string,
  ): Promise<void>;
  markFailed(jobId: number, owner: string, now: number, error: string): Promise<void>;
  /**
   * Operator: the message's failed jobs (only those of `channel`, when given) go back into the
   * outbox; the others are left alone. Returns how many were re-queued.
   */
  retry(id: string, now: number, deliverUntil: number, channel?: string): Promise<number>;
  /** Every outbox job of one message, one per channel. */
  jobsOf(id: string): Promise<OutboxJob[]>;
  /**
   * Pending and failed jobs per channel at `now`; a job scheduled for later and not yet
   * tried (a reminder before its day) is not pending yet.
   */
  channelCounts(now: number): Promise<ChannelCounts>;
  /** Bookings with deliveries of `events` pending, failed or scheduled, per channel. */
  bookingDeliveryCounts(
    events: readonly string[],
    now: number,
  ): Promise<Record<string, BookingDeliveryCounts>>;
  get(id: string): Promise<StoredMessage | null>;
  list(options: { status?: MessageStatus; limit?: number }): Promise<StoredMessage[]>;
  counts(): Promise<MessageCounts>;
  deleteOlderThan(cutoff: number): Promise<number>;
  /** Retention: team jobs (digests, held summaries) settled before `cutoff`; returns how many. */
  deleteSettledTeamJobs(cutoff: number): Promise<number>;
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
  /**
   * Records whether an ended demo took place, once, with its outbox jobs in one transaction; a
   * cancelled demo or one not ended is refused, a second recording changes nothing.
   */
  recordAttendance(request: RecordAttendance): Promise<AttendanceResult>;
  /** Operator: bookings of demos not over at `now` (cancelled ones too), soonest first. */
  upcomingBookings(now: number, limit?: number): Promise<UpcomingBooking[]>;
  /** Operator: every active booking with the address it was booked with, oldest first. */
  activeBookingsWithAddress(): Promise<BookingWithAddress[]>;
  /** When each of the messages was marked as spam (`leads spam`); unmarked ones are absent. */
  spamMarks(messageIds: readonly string[]): Promise<Map<string, number>>;
  /** Every message of an address (any letter case), oldest first. */
  messagesOf(email: string): Promise<StoredMessage[]>;
  /**
   * Deletes every message of an address (any letter case) with its outbox jobs in one
   * transaction; their idempotency keys are kept, alone, so a replay stores nothing again.
   */
  erasePerson(email: string, now: number): Promise<Erasure>;
  /** The server, at its start: the channel targets its settings configure (names only). */
  recordDeliveryTargets(targets: readonly RecordedTarget[]): Promise<void>;
  /** What a server recorded; empty before one of this version started. */
  deliveryTargets(): Promise<RecordedTarget[]>;
  /**
   * Operator: a held message gets `jobs` (delivered as usual from now) and the booking `offer`
   * when given (unless a mail cap refuses it); any other message is left alone.
   */
  release(
    id: string,
    jobs: OutboxJobSpec[],
    now: number,
    deliverUntil: number,
    offer?: BookingOffer,
  ): Promise<ReleaseResult>;
  /** The shared replay store: true the first time a proof's challenge is claimed, on any instance. */
  claimProof(challengeId: string, expiresAt: number): Promise<boolean>;
  /** Forgets claims of challenges expired before `now` (the retention run); returns how many. */
  purgeProofClaims(now: number): Promise<number>;
  /** The blocklist's entries (normalised addresses and domains), sorted. */
  blockedEntries(): Promise<string[]>;
  /** Adds a normalised entry; false when it was listed already. */
  addBlocked(entry: string, now: number): Promise<boolean>;
  /** Removes an entry; false when it was not listed. */
  removeBlocked(entry: string): Promise<boolean>;
  /** Adds one to the day's count of a page in a language (up to the daily cap). */
  countVisit(visit: CountedVisit): Promise<void>;
  /** The visit counts of the days from `from` to `to` (`YYYY-MM-DD`, both included). */
  visitCounts(from: string, to: string): Promise<VisitCount[]>;
  /** Retention: deletes the counts of the days before `day`; returns how many rows. */
  deleteVisitCountsBefore(day: string): Promise<number>;
  /** The funnel's raw facts (visits, messages, bookings) of a window. */
  funnelFacts(window: FunnelWindow): Promise<FunnelFacts>;
  /** When the site began (epoch ms): recorded on its first start, `now` then (server/storage/siteSince.ts). */
  siteSince(now: number): Promise<number>;
  /** A value kept in storage across restarts (created once with `create`). */
  secret(name: string, create: () => string): Promise<string>;
  ping(): Promise<void>;
  /** The last message storage could not write, while no later one has been written. */
  messageWriteFailure(): Promise<MessageWriteFailure | undefined>;
  /** Commits one small write before `deadline` (epoch ms), or fails. */
  probeWrite(deadline: number): Promise<void>;
  close(): Promise<void>;
}
