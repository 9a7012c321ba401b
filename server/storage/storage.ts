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
import type { ChannelCounts, JobKind, OutboxJob } from "./outboxJobs";
import type { UpcomingBooking } from "./upcomingBookings";
import type { BookingDeliveryCounts } from "./bookingDeliveries";
import type { AddressHost, HostDemo, HostSlot } from "./teamStatements";
export type { MailKind } from "./outboxJobs";
// The message records live in ./messages.ts (no import circle with ./bookings.ts); callers
// keep taking them from here, storage's face.
export type {
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
  ClaimedJob,
} from "./messages";

export interface MessageCounts {
  pending: number;
  failed: number;
}

export interface Storage {
  readonly kind: "sqlite" | "postgres";
  /** Stores the message and its outbox jobs in one durable commit. */
  insert(message: NewMessage): Promise<InsertResult>;
  /** The message stored under `key`; its fingerprint is null when it was erased since. */
  findByIdempotencyKey(key: string): Promise<KeyedMessage | null>;
  /** Leases due jobs to `owner`: no other worker gets them until the lease ends. */
  claim(owner: string, now: number, leaseMs: number, limit: number): Promise<ClaimedJob[]>;
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
   * Operator: the message's failed jobs (only those of `kinds`, when given) go back into the
   * outbox; the others are left alone. Returns how many were re-queued.
   */
  retry(id: string, now: number, deliverUntil: number, kinds?: JobKind[]): Promise<number>;
  /** Every outbox job of one message, one per channel. */
  jobsOf(id: string): Promise<OutboxJob[]>;
  /**
   * Pending and failed jobs per channel kind at `now`; a job scheduled for later and not yet
   * tried (a reminder before its day) is not pending yet.
   */
  channelCounts(now: number): Promise<ChannelCounts>;
  /** Bookings with deliveries pending, failed or scheduled, per channel (`channelOf` each kind). */
  bookingDeliveryCounts(
    channelOf: Partial<Record<JobKind, string>>,
    now: number,
  ): Promise<Record<string, BookingDeliveryCounts>>;
  get(id: string): Promise<StoredMessage | null>;
  list(options: { status?: MessageStatus; limit?: number }): Promise<StoredMessage[]>;
  counts(): Promise<MessageCounts>;
  deleteOlderThan(cutoff: number): Promise<number>;
  /** The message a booking capability (its hash) belongs to, with its booking; null if unknown. */
  bookingGrant(capabilityHash: string): Promise<BookingGrant | null>;
  /** Slots of `calendar` held by active bookings and overlapping `range`. */
  heldSlots(calendar: string, range: Interval): Promise<Interval[]>;
  /** Slots of every host held by active bookings and overlapping `range`. */
  teamHeldSlots(range: Interval): Promise<HostSlot[]>;
  /** Each active booking made since `since`, with its host: round robin's count. */
  recentDemos(since: number): Promise<HostDemo[]>;
  /** The hosts of the latest bookings from addresses at `domain`, newest first. */
  hostsAtDomain(domain: string): Promise<AddressHost[]>;
  /** Books a slot with its outbox jobs in one commit; one active booking per slot and message. */
  book(booking: NewBooking): Promise<BookResult>;
  bookingOf(messageId: string): Promise<StoredBooking | null>;
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
  /** Every message of an address (any letter case), oldest first. */
  messagesOf(email: string): Promise<StoredMessage[]>;
  /**
   * Deletes every message of an address (any letter case) with its outbox jobs in one
   * transaction; their idempotency keys are kept, alone, so a replay stores nothing again.
   */
  erasePerson(email: string, now: number): Promise<Erasure>;
  /** A value kept in storage across restarts (created once with `create`). */
  secret(name: string, create: () => string): Promise<string>;
  ping(): Promise<void>;
  /** Commits one small write before `deadline` (epoch ms), or fails. */
  probeWrite(deadline: number): Promise<void>;
  close(): Promise<void>;
}
