import type { JobStatus, OutboxJob, OutboxJobSpec } from "./outboxJobs";
import {
  columnOf,
  type ClaimedJob,
  type MessageFields,
  type HoldReason,
  type MessageStatus,
  type StoredMessage,
  type SubmittedForm,
} from "./messages";
import { contactFields } from "../../common/contact/contactFields";
import type { Lang } from "../../common/i18n/lang";
import { checkedSource, type LeadSource } from "../../common/contact/leadSource";
import { deliveryTargetsTable } from "./deliveryTargets";
import { outboxPerEvent } from "./outboxPerEvent";
import { visitCountsTable } from "./visitCounts";
import { teamJobs, type ClaimedTeamJob } from "./teamJobs";

/** The rate limits' counters (rate-limiter-flexible's table, in PostgreSQL). */
export const rateLimitTable = "rate_limits";

/**
 * The schema, as ordered migrations shared by SQLite and PostgreSQL (the SQL below is the common
 * subset of both). Times are milliseconds since the epoch in 64-bit integers.
 */
export function migrations(dialect: "sqlite" | "postgres"): string[] {
  const serial =
    dialect === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY";
  const int = dialect === "sqlite" ? "INTEGER" : "BIGINT";
  return [
    `CREATE TABLE messages (
       id TEXT PRIMARY KEY,
       created_at ${int} NOT NULL,
       updated_at ${int} NOT NULL,
       lang TEXT NOT NULL,
       submitted_at TEXT NOT NULL,
       request_id TEXT NOT NULL,
       idempotency_key TEXT UNIQUE,
       fingerprint TEXT NOT NULL,
       client_hash TEXT NOT NULL,
       first_name TEXT NOT NULL,
       last_name TEXT NOT NULL,
       email TEXT NOT NULL,
       company TEXT NOT NULL,
       phone TEXT NOT NULL,
       message TEXT NOT NULL,
       status TEXT NOT NULL,
       attempts INTEGER NOT NULL DEFAULT 0,
       last_error TEXT
     );
     CREATE INDEX messages_created_at ON messages (created_at);
     CREATE INDEX messages_status ON messages (status);
     CREATE TABLE outbox (
       id ${serial},
       message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
       kind TEXT NOT NULL,
       status TEXT NOT NULL,
       attempts INTEGER NOT NULL DEFAULT 0,
       next_attempt_at ${int} NOT NULL,
       deliver_until ${int} NOT NULL,
       lease_owner TEXT,
       lease_until ${int},
       last_error TEXT,
       sent_at ${int},
       UNIQUE (message_id, kind)
     );
     CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
     CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);`,
    outboxPerChannel(dialect),
    // Version 3: which form sent the message (docs/product.md#what-the-endpoint-promises); every
    // message stored before it came from the scripted form.
    `ALTER TABLE messages ADD COLUMN form TEXT NOT NULL DEFAULT 'enhanced';`,
    // Version 4: the rate limits' counters (rate-limiter-flexible's table, which it no longer
    // creates itself). IF NOT EXISTS: earlier versions let the library create it in PostgreSQL.
    // The SQLite setup (one instance) still counts in the process; the table is there for it.
    `CREATE TABLE IF NOT EXISTS ${rateLimitTable} (
       key ${dialect === "sqlite" ? "TEXT" : "VARCHAR(255)"} PRIMARY KEY,
       points INTEGER NOT NULL DEFAULT 0,
       expire ${int}
     );`,
    demoBookings(int),
    leadSourceAndErasure(dialect),
    bookingChanges(dialect),
    spamCleanup(int),
    heldForReview(int),
    holdsAndMailCaps(dialect),
    outboxPerEvent(dialect),
    deliveryTargetsTable,
    bookingHosts,
    bookingAttendance(int),
    visitCountsTable,
    teamJobs(dialect),
  ];
}

/**
 * Version 14: a booking's attendance (`held` or `no_show`, null until its host says) and when it
 * was recorded (docs/decisions/0853-attendance.md).
 */
function bookingAttendance(int: string): string {
  return `ALTER TABLE bookings ADD COLUMN attendance TEXT;
     ALTER TABLE bookings ADD COLUMN attendance_at ${int};`;
}

/**
 * Version 8 (spam cleanup, docs/decisions/0843-links-tied-to-the-booking-and-spam-cleanup.md): a
 * change may carry a reason (`spam` for the operator's cleanup, null otherwise), and a message
 * removed as spam gets a mark, kept with it (retention, erasure) rather than deleting it.
 */
function spamCleanup(int: string): string {
  return `ALTER TABLE booking_changes ADD COLUMN reason TEXT;
     CREATE TABLE spam_marks (
       message_id TEXT PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
       marked_at ${int} NOT NULL
     );`;
}

/**
 * Version 9: messages held for review with their reason, the proofs of work already used (each
 * challenge counts once on every instance) and the blocklist of addresses and domains
 * (docs/decisions/0841-held-for-review.md).
 */
function heldForReview(int: string): string {
  return `ALTER TABLE messages ADD COLUMN hold_reason TEXT;
     CREATE TABLE proof_claims (challenge_id TEXT PRIMARY KEY, expires_at ${int} NOT NULL);
     CREATE INDEX proof_claims_expires_at ON proof_claims (expires_at);
     CREATE TABLE blocked_senders (entry TEXT PRIMARY KEY, added_at ${int} NOT NULL);`;
}

/**
 * Version 10 (docs/decisions/0842-bookings-by-confirming.md): a booking can be a hold, waiting for
 * the visitor's confirmation by mail until `hold_until` (null once confirmed, or never a hold;
 * `confirmed_at` tells a confirmed hold from an immediate booking). `person` is the booking
 * address normalised (one active future booking per person). `unconfirmed_mail` counts the mail
 * sent to addresses nobody has confirmed, by a hash of the address (the caps); an address is in
 * `confirmed_addresses`, by the same hash, once its owner used a link we mailed to it.
 */
function holdsAndMailCaps(dialect: "sqlite" | "postgres"): string {
  const serial =
    dialect === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY";
  const int = dialect === "sqlite" ? "INTEGER" : "BIGINT";
  return `ALTER TABLE bookings ADD COLUMN hold_until ${int};
     ALTER TABLE bookings ADD COLUMN confirmed_at ${int};
     ALTER TABLE bookings ADD COLUMN person TEXT;
     CREATE INDEX bookings_person ON bookings (person) WHERE status = 'active';
     CREATE INDEX bookings_created_at ON bookings (created_at);
     CREATE TABLE unconfirmed_mail (
       id ${serial},
       address_hash TEXT NOT NULL,
       domain TEXT NOT NULL,
       kind TEXT NOT NULL,
       sent_at ${int} NOT NULL
     );
     CREATE INDEX unconfirmed_mail_sent_at ON unconfirmed_mail (sent_at);
     CREATE INDEX unconfirmed_mail_address ON unconfirmed_mail (address_hash, sent_at);
     CREATE TABLE confirmed_addresses (
       address_hash TEXT PRIMARY KEY,
       confirmed_at ${int} NOT NULL
     );`;
}

/**
 * Version 13: each booking's host, the person of the team giving the demo
 * (docs/decisions/0860-round-robin-across-the-team.md). The database's arbiter becomes one active
 * booking per host and start: the bookings before it were the single calendar's, whose host is
 * that calendar. A change that hands the demo to another host names the host before (`old_host`).
 */
const bookingHosts = `ALTER TABLE bookings ADD COLUMN host TEXT NOT NULL DEFAULT '';
     ALTER TABLE booking_changes ADD COLUMN old_host TEXT;
     UPDATE bookings SET host = calendar;
     DROP INDEX bookings_active_slot;
     CREATE UNIQUE INDEX bookings_active_host_slot ON bookings (host, slot_start)
       WHERE status = 'active';`;

/**
 * Version 5: demo bookings (docs/decisions/0801-bookings-in-the-database.md). The database keeps
 * the promise that one slot goes to one visitor: the partial unique index refuses a second active
 * booking of the same slot in the same calendar, however many server instances book at once.
 * A capability is stored only as its hash; both go with their message (retention, erasure).
 */
function demoBookings(int: string): string {
  return `CREATE TABLE booking_capabilities (
       token_hash TEXT PRIMARY KEY,
       message_id TEXT NOT NULL UNIQUE REFERENCES messages (id) ON DELETE CASCADE
     );
     CREATE TABLE bookings (
       id TEXT PRIMARY KEY,
       message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
       calendar TEXT NOT NULL,
       slot_start ${int} NOT NULL,
       slot_end ${int} NOT NULL,
       visitor_zone TEXT NOT NULL,
       status TEXT NOT NULL,
       created_at ${int} NOT NULL,
       updated_at ${int} NOT NULL
     );
     CREATE UNIQUE INDEX bookings_active_slot ON bookings (calendar, slot_start)
       WHERE status = 'active';
     CREATE UNIQUE INDEX bookings_active_message ON bookings (message_id)
       WHERE status = 'active';`;
}

/**
 * Version 6: each message's source (JSON of common/contact/leadSource.ts, null before it), and
 * the idempotency keys of erased messages, so a replayed request cannot store them again
 * (docs/decisions/0614-lead-source-and-erasure.md).
 */
function leadSourceAndErasure(dialect: "sqlite" | "postgres"): string {
  const int = dialect === "sqlite" ? "INTEGER" : "BIGINT";
  return `ALTER TABLE messages ADD COLUMN source TEXT;
     CREATE INDEX messages_email ON messages (lower(email));
     CREATE TABLE erased_requests (
       idempotency_key TEXT PRIMARY KEY,
       message_id TEXT NOT NULL,
       erased_at ${int} NOT NULL
     );`;
}

/**
 * Version 7: every change of a booking (created, rescheduled, cancelled) is a row with its old
 * and new times, who made it and the iCalendar SEQUENCE it carries
 * (docs/decisions/0810-booking-changes.md). An outbox job names the change it delivers
 * (`change_id`, 0 for a message's own jobs), so a booking's second change gets jobs of its own
 * beside the first one's. The bookings stored before get their "created" change, and their jobs
 * point at it.
 */
function bookingChanges(dialect: "sqlite" | "postgres"): string {
  const serial =
    dialect === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY";
  const int = dialect === "sqlite" ? "INTEGER" : "BIGINT";
  return `CREATE TABLE booking_changes (
       id ${serial},
       booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
       kind TEXT NOT NULL,
       old_start ${int},
       old_end ${int},
       new_start ${int},
       new_end ${int},
       changed_by TEXT NOT NULL,
       sequence INTEGER NOT NULL,
       created_at ${int} NOT NULL,
       UNIQUE (booking_id, sequence)
     );
     ALTER TABLE bookings ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
     INSERT INTO booking_changes (booking_id, kind, new_start, new_end, changed_by, sequence,
       created_at)
       SELECT id, 'created', slot_start, slot_end, 'visitor', 0, created_at FROM bookings;
     ${outboxPerChange(dialect)}
     UPDATE outbox SET change_id = COALESCE((
         SELECT booking_changes.id FROM booking_changes
         JOIN bookings ON bookings.id = booking_changes.booking_id
         WHERE bookings.message_id = outbox.message_id
         ORDER BY bookings.created_at DESC LIMIT 1), 0)
       WHERE kind IN ('bookingEvent', 'bookingTeamInvitation', 'bookingInvitation');`;
}

/** The outbox's identity gains the change; SQLite copies the table as version 2 did. */
function outboxPerChange(dialect: "sqlite" | "postgres"): string {
  if (dialect === "postgres") {
    return `ALTER TABLE outbox ADD COLUMN change_id BIGINT NOT NULL DEFAULT 0;
      ALTER TABLE outbox DROP CONSTRAINT outbox_message_id_kind_target_key;
      ALTER TABLE outbox ADD CONSTRAINT outbox_message_id_kind_target_change_key
        UNIQUE (message_id, kind, target, change_id);`;
  }
  const columns =
    "id, message_id, kind, target, status, attempts, next_attempt_at, deliver_until, lease_owner, lease_until, last_error, sent_at";
  return `CREATE TABLE outbox_per_change (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
       kind TEXT NOT NULL,
       target TEXT NOT NULL DEFAULT '',
       change_id INTEGER NOT NULL DEFAULT 0,
       status TEXT NOT NULL,
       attempts INTEGER NOT NULL DEFAULT 0,
       next_attempt_at INTEGER NOT NULL,
       deliver_until INTEGER NOT NULL,
       lease_owner TEXT,
       lease_until INTEGER,
       last_error TEXT,
       sent_at INTEGER,
       UNIQUE (message_id, kind, target, change_id)
     );
     INSERT INTO outbox_per_change (${columns}) SELECT ${columns} FROM outbox;
     DROP TABLE outbox;
     ALTER TABLE outbox_per_change RENAME TO outbox;
     CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`;
}

/**
 * Version 2: one outbox job per channel, so a message can have one job per webhook target. Jobs
 * of earlier versions (the two mails) keep working with an empty target. SQLite cannot drop a
 * UNIQUE constraint, so it copies the table; PostgreSQL alters it in place.
 */
function outboxPerChannel(dialect: "sqlite" | "postgres"): string {
  if (dialect === "postgres") {
    return `ALTER TABLE outbox ADD COLUMN target TEXT NOT NULL DEFAULT '';
      ALTER TABLE outbox DROP CONSTRAINT outbox_message_id_kind_key;
      ALTER TABLE outbox ADD CONSTRAINT outbox_message_id_kind_target_key
        UNIQUE (message_id, kind, target);`;
  }
  const columns =
    "id, message_id, kind, status, attempts, next_attempt_at, deliver_until, lease_owner, lease_until, last_error, sent_at";
  return `CREATE TABLE outbox_per_channel (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
       kind TEXT NOT NULL,
       target TEXT NOT NULL DEFAULT '',
       status TEXT NOT NULL,
       attempts INTEGER NOT NULL DEFAULT 0,
       next_attempt_at INTEGER NOT NULL,
       deliver_until INTEGER NOT NULL,
       lease_owner TEXT,
       lease_until INTEGER,
       last_error TEXT,
       sent_at INTEGER,
       UNIQUE (message_id, kind, target)
     );
     INSERT INTO outbox_per_channel (${columns}) SELECT ${columns} FROM outbox;
     DROP TABLE outbox;
     ALTER TABLE outbox_per_channel RENAME TO outbox;
     CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`;
}

/** The columns of a new outbox job, in the order `outboxJobValues` gives them. */
export const outboxJobColumns =
  "message_id, event, channel, target, change_id, status, next_attempt_at, deliver_until";

/** A job's values; `changeId` is the booking change it delivers, 0 for a message's own jobs. */
export function outboxJobValues(
  message: { id: string; now: number; deliverUntil: number },
  job: OutboxJobSpec,
  changeId = 0,
): (string | number)[] {
  return [
    message.id,
    job.event,
    job.channel,
    job.target,
    changeId,
    "pending",
    job.dueAt ?? message.now,
    job.deliverUntil ?? message.deliverUntil,
  ];
}

export interface OutboxJobRow {
  event: string;
  channel: string;
  target: string;
  change_id: number | string;
  status: string;
  attempts: number;
  next_attempt_at: number | string;
  last_error: string | null;
  sent_at: number | string | null;
}

export const outboxJobSelect =
  "SELECT event, channel, target, change_id, status, attempts, next_attempt_at, last_error, sent_at FROM outbox";

export function outboxJobFromRow(row: OutboxJobRow): OutboxJob {
  return {
    event: row.event,
    channel: row.channel,
    target: row.target,
    changeId: Number(row.change_id),
    status: row.status as JobStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error,
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  };
}

export interface MessageRow extends Record<string, unknown> {
  id: string;
  created_at: number | string;
  updated_at: number | string;
  lang: string;
  submitted_at: string;
  request_id: string;
  idempotency_key: string | null;
  fingerprint: string;
  client_hash: string;
  status: string;
  attempts: number;
  last_error: string | null;
  form: string;
  source?: string | null;
  hold_reason?: string | null;
}

/** The stored source JSON, checked again on the way out like any input. */
export function sourceFromColumn(json: string | null | undefined): LeadSource {
  if (!json) return {};
  try {
    return checkedSource(JSON.parse(json));
  } catch {
    return {};
  }
}

export function messageFromRow(row: MessageRow): StoredMessage {
  const fields = Object.fromEntries(
    contactFields.map((field) => [field, String(row[columnOf(field)] ?? "")]),
  ) as MessageFields;
  return {
    id: row.id,
    fields,
    lang: row.lang as Lang,
    submittedAt: row.submitted_at,
    requestId: row.request_id,
    idempotencyKey: row.idempotency_key,
    fingerprint: row.fingerprint,
    clientHash: row.client_hash,
    status: row.status as MessageStatus,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    form: row.form as SubmittedForm,
    source: sourceFromColumn(row.source),
    ...(row.hold_reason && { holdReason: row.hold_reason as HoldReason }),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export interface ClaimRow {
  id: number | string;
  /** Null for a team job, which names its `period` instead. */
  message_id: string | null;
  period: string | null;
  event: string;
  channel: string;
  target: string;
  change_id: number | string;
  attempts: number;
  deliver_until: number | string;
}

/** A claimed team job (no message), as the worker gets it (the attempt counted). */
export function claimedTeamJobFrom(row: ClaimRow): ClaimedTeamJob {
  return {
    jobId: Number(row.id),
    event: row.event,
    channel: row.channel,
    target: row.target,
    period: row.period ?? "",
    attempts: Number(row.attempts),
    deliverUntil: Number(row.deliver_until),
  };
}

/** A claimed outbox row with its message, as the worker gets it (the attempt counted). */
export function claimedJobFrom(row: ClaimRow, message: MessageRow): ClaimedJob {
  return {
    jobId: Number(row.id),
    event: row.event,
    channel: row.channel,
    target: row.target,
    changeId: Number(row.change_id),
    attempts: Number(row.attempts),
    deliverUntil: Number(row.deliver_until),
    message: messageFromRow({ ...message, attempts: row.attempts }),
  };
}

/** Errors are stored for the operator, never with a message body in them, and kept short. */
export function shortError(error: string): string {
  return error.slice(0, 500);
}
