import { contactFields, type ContactField } from "../../common/contact/contactFields";
import type { LeadSource } from "../../common/contact/leadSource";
import { qualificationToJson, type Qualification } from "../../common/contact/qualification";
import type { Lang } from "../../common/i18n/lang";
import type { UnconfirmedMailCaps } from "../config/unconfirmedMailCaps";
import type { Operation } from "./operation";
import type { OutboxJobSpec } from "./outboxJobs";

/** A message field's column in `messages`: its name in snake case (firstName → first_name). */
export const columnOf = (field: ContactField) =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * What the endpoint stores: the validated fields, never anything else the client sent. One
 * column each (server/storage/schema.ts#columnOf); a field without its migration fails the insert.
 */
export type MessageFields = Record<ContactField, string>;

export type MessageStatus = "pending" | "sent" | "failed" | "quarantined" | "held";

/**
 * Why a message is held for review (docs/decisions/0841-held-for-review.md): its sender is on the
 * blocklist, the scripted form's proof was not valid (how it failed), or it came past its lane's
 * ordinary volume (docs/decisions/0845-flood-rule.md).
 */
export type HoldReason =
  "blocked" | `proof-${"missing" | "malformed" | "expired" | "invalid" | "replayed"}` | "flood";

/**
 * The flood rule's lane of a message and the lane's limit: the messages of its form (each lane
 * holds only messages not held for another reason) that arrived in the past hour, held for the
 * flood included, before this one is held for the flood too.
 */
export interface FloodCheck {
  lane: SubmittedForm;
  perHour: number;
  /** Held for the flood, it keeps its booking capability (its bookings wait for confirmation). */
  bookableWhenHeld: boolean;
}

/** One of the caps on mail to addresses nobody has confirmed (server/screening/unconfirmedMail.ts). */
export type MailCapName = keyof UnconfirmedMailCaps;

/** One mail to an address, as the caps count it when nobody has confirmed the address. */
export interface UnconfirmedMail {
  /** A hash of the normalised address: the ledger keeps no address. */
  addressHash: string;
  domain: string;
  /**
   * Which mail: a hold's confirmation request, MAIL_CONFIRMATION's acknowledgement, or a
   * released message's booking offer.
   */
  kind: "bookingHold" | "acknowledgement" | "bookingOffer";
  caps: UnconfirmedMailCaps;
}

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
  /** The two optional answers, checked (common/contact/qualification.ts); none when unanswered. */
  qualification?: Qualification;
  requestId: string;
  idempotencyKey: string | null;
  /** Hash of the fields, to tell a repeat from a different body under the same key. */
  fingerprint: string;
  clientHash: string;
  /** Honeypot filled: kept for review, never mailed. */
  quarantined: boolean;
  /** Held for review: stored with this reason, nothing delivered until an operator releases it. */
  holdReason?: HoldReason;
  /** The flood rule to apply when the message is stored; none: the rule is off for its lane. */
  flood?: FloodCheck;
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
  /** The acknowledgement mail (a `confirmation` job) as the caps on unconfirmed mail count it. */
  acknowledgement?: UnconfirmedMail;
}

/**
 * The statements of other owners' tables that a message's commit runs, handed to the message
 * store by the host (docs/decisions/0623-feature-stores.md): storage says when they run, their
 * owners what they write.
 */
export interface MessageCommitSteps {
  /** Before its row: whether the message's lane is past its hourly volume (screening's flood rule). */
  overFloodLimit(message: NewMessage): Operation<boolean>;
  /** After its row: the booking capability the message was handed (booking's). */
  grantCapability(capabilityHash: string, messageId: string): Operation<void>;
  /**
   * The acknowledgement against the caps on mail to unconfirmed addresses (screening's): null
   * when it may be sent, else the cap that refused it.
   */
  claimUnconfirmedMail(mail: UnconfirmedMail, now: number): Operation<MailCapName | null>;
  /** At an erasure: what the person's address left in those tables (screening's mail ledger). */
  eraseAddress(address: string): Operation<void>;
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
    "hold_reason",
    "qualification",
  ];
  const values = columns.map((_, i) => placeholder(i + 1));
  return `INSERT INTO messages (${columns.join(", ")}) VALUES (${values.join(", ")})
    ON CONFLICT (idempotency_key) DO NOTHING`;
}

function statusOf(message: NewMessage): MessageStatus {
  if (message.quarantined) return "quarantined";
  return message.holdReason ? "held" : "pending";
}

/** Nothing of the message leaves (outbox jobs, a booking capability) when this is true. */
export const keptBack = (message: NewMessage) => message.quarantined || Boolean(message.holdReason);

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
    statusOf(message),
    message.form,
    Object.keys(message.source).length > 0 ? JSON.stringify(message.source) : null,
    message.holdReason ?? null,
    message.qualification ? qualificationToJson(message.qualification) : null,
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
  /** The two optional answers; unanswered ones empty (common/contact/qualification.ts). */
  qualification: Qualification;
  /** Why it was held for review; kept after a release, absent for a message never held. */
  holdReason?: HoldReason;
  createdAt: number;
  updatedAt: number;
}

export interface KeyedMessage {
  id: string;
  fingerprint: string | null;
}

export type InsertResult =
  | {
      created: true;
      id: string;
      /** The cap that skipped the acknowledgement mail, if one did. */
      acknowledgementCapped?: MailCapName;
      /** Held for the flood rule when stored: nothing was queued for it. */
      heldForFlood?: { bookable: boolean };
    }
  | { created: false; existing: KeyedMessage };

/** What `erasePerson` removed: the messages' ids and how many rows went with them. */
export interface Erasure {
  messageIds: string[];
  outboxJobs: number;
  idempotencyKeys: number;
}

/** One job of the outbox, claimed by a worker until its lease ends. */
export interface ClaimedJob {
  jobId: number;
  /** The feature's event the job delivers. */
  event: string;
  /** The channel of the channel table it goes through. */
  channel: string;
  /** Which of the channel's targets (outboxJobs.ts). */
  target: string;
  /** The booking change the job delivers (server/booking/store/bookings.ts); 0 for a message's own. */
  changeId: number;
  /** Including the attempt this claim starts. */
  attempts: number;
  deliverUntil: number;
  message: StoredMessage;
}
