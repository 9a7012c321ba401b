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
import { qualificationFromJson } from "../../common/contact/qualification";
import { deliveryTargetsTable } from "./deliveryTargets";
import { outboxPerEvent } from "./outboxPerEvent";
import { sqlTypes, type Migration } from "./migration";
import { teamJobs, type ClaimedTeamJob } from "./teamJobs";

/**
 * The shared records' steps of the schema (messages, the outbox, settings, delivery targets;
 * version 4 is contact's rate limits, server/contact/rateLimitTable.ts);
 * each feature owns the steps of its own tables, and the host puts all of them in one order. The
 * SQL is the common subset of SQLite and PostgreSQL; times are milliseconds since the epoch in
 * 64-bit integers.
 */
export const sharedMigrations: Migration[] = [
  {
    version: 1,
    sql: (dialect) => {
      const { serial, int } = sqlTypes(dialect);
      return `CREATE TABLE messages (
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
     CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);`;
    },
  },
  { version: 2, sql: outboxPerChannel },
  // Version 3: which form sent the message (docs/product.md#what-the-endpoint-promises); every
  // message stored before it came from the scripted form.
  {
    version: 3,
    sql: () => `ALTER TABLE messages ADD COLUMN form TEXT NOT NULL DEFAULT 'enhanced';`,
  },
  { version: 6, sql: leadSourceAndErasure },
  { version: 11, sql: outboxPerEvent },
  { version: 12, sql: () => deliveryTargetsTable },
  { version: 16, sql: teamJobs },
  // Version 17: the contact form's two optional answers (JSON of common/contact/qualification.ts,
  // null when unanswered), kept and erased with their message.
  { version: 17, sql: () => `ALTER TABLE messages ADD COLUMN qualification TEXT;` },
];

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
  qualification?: string | null;
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
    qualification: qualificationFromJson(row.qualification),
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
