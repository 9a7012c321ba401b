import { contactFields, type ContactField } from "../../common/contact/contactFields";
import type { LeadSource } from "../../common/contact/leadSource";
import type { Lang } from "../../common/i18n/lang";
import { columnOf } from "./schema";
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
import type { ChannelCounts, JobKind, OutboxJob, OutboxJobSpec } from "./outboxJobs";
import type { UpcomingBooking } from "./upcomingBookings";
import type { BookingDeliveryCounts } from "./bookingDeliveries";

/**
 * What the endpoint stores: the validated fields, never anything else the client sent. One
 * column each (server/storage/schema.ts#columnOf); a field without its migration fails the insert.
 */
export type MessageFields = Record<ContactField, string>;

export type MessageStatus = "pending" | "sent" | "failed" | "quarantined";
export type { MailKind } from "./outboxJobs";

/** The scripted form sends JSON; the prerendered HTML form posts before or without scripts. */
export type SubmittedForm = "enhanced" | "plain";

export interface NewMessage {
  id: string;
  fields: MessageFields;
  lang: Lang;
  /** The visitor's submit time as the form sent it, or the arrival time for the plain form (ISO). */
  submittedAt: string;
  form: SubmittedForm;
  /** Where the lead came from, checked (common/contact/leadSource.ts); empty when unknown. */
  source: LeadSource;
  requestId: string;
  idempotencyKey: string | null;
  /** Hash of the fields, to tell a repeat from a different body under the same key. */
  fingerprint: string;
  clientHash: string;
  /** Honeypot filled: kept for review, never mailed. */
  quarantined: boolean;
  /** One outbox job per channel (inbox mail, confirmation, each webhook target, Slack). */
  jobs: OutboxJobSpec[];
  now: number;
  /** Delivery is given up (status failed) when a mail is still not sent at this time. */
  deliverUntil: number;
  /**
   * The request's storage deadline (epoch ms): past it the insert is not committed but fails
   * with a `StorageDeadlineError`, so the visitor's 503 is the truth.
   */
  commitBy?: number;
  /** The hash of the demo-booking capability handed back with the message (bookings offered). */
  bookingCapabilityHash?: string;
}

/**
 * The one INSERT of a new message, for both databases: `placeholder(n)` is the driver's
 * parameter syntax (`$n` for PostgreSQL, `?` for SQLite); the values follow the column order.
 */
export function insertMessageSql(placeholder: (n: number) => string): string {
  const columns = [
    "id",
    "created_at",
    "updated_at",
    "lang",
    "submitted_at",
    "request_id",
    "idempotency_key",
    "fingerprint",
    "client_hash",
    ...contactFields.map(columnOf),
    "status",
    "form",
    "source",
  ];
  const values = columns.map((_, i) => placeholder(i + 1));
  return `INSERT INTO messages (${columns.join(", ")}) VALUES (${values.join(", ")})
    ON CONFLICT (idempotency_key) DO NOTHING`;
}

export function insertMessageValues(message: NewMessage): (string | number | null)[] {
  return [
    message.id,
    message.now,
    message.now,
    message.lang,
    message.submittedAt,
    message.requestId,
    message.idempotencyKey,
    message.fingerprint,
    message.clientHash,
    ...contactFields.map((field) => message.fields[field]),
    message.quarantined ? "quarantined" : "pending",
    message.form,
    Object.keys(message.source).length > 0 ? JSON.stringify(message.source) : null,
  ];
}

export interface StoredMessage {
  id: string;
  fields: MessageFields;
  lang: Lang;
  submittedAt: string;
  requestId: string;
  idempotencyKey: string | null;
  fingerprint: string;
  clientHash: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  form: SubmittedForm;
  source: LeadSource;
  createdAt: number;
  updatedAt: number;
}

export interface KeyedMessage {
  id: string;
  fingerprint: string | null;
}

export type InsertResult =
  { created: true; id: string } | { created: false; existing: KeyedMessage };

/** What `erasePerson` removed: the messages' ids and how many rows went with them. */
export interface Erasure {
  messageIds: string[];
  outboxJobs: number;
  idempotencyKeys: number;
}

/** One job of the outbox, claimed by a worker until its lease ends. */
export interface ClaimedJob {
  jobId: number;
  kind: JobKind;
  /** Which configured target a webhook job goes to (its key); empty for the other kinds. */
  target: string;
  /** The booking change the job delivers (server/storage/bookings.ts); 0 for a message's own. */
  changeId: number;
  /** Including the attempt this claim starts. */
  attempts: number;
  deliverUntil: number;
  message: StoredMessage;
}

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
