import { contactFieldsOf } from "../../common/contact/contactFields";
import { checkedSource } from "../../common/contact/leadSource";
import { checkQualification, type Qualification } from "../../common/contact/qualification";
import { createHash, createHmac, randomUUID } from "node:crypto";
import {
  fingerprintOf,
  honeypotField,
  validateContactRequest,
  type ContactRequest,
  type FieldErrors,
} from "../../common/contact/contactMessage";
import type { Lang } from "../../common/i18n/lang";
import { proofField } from "../../common/contact/proofOfWork";
import type { Logger } from "../logger";
import { writingTimeOf, type ScreenMessage } from "../screening/holdForReview";
import { beforeDeadline } from "../storage/deadline";
import type { OutboxJobSpec } from "../storage/outboxJobs";
import { keptBack } from "../storage/messages";
import type { HoldReason, KeyedMessage, NewMessage, SubmittedForm } from "../storage/storage";
import type { RateLimiter } from "./rateLimiter";
import type { UnconfirmedMailCaps } from "../config/unconfirmedMailCaps";
import { unconfirmedMailOf } from "../screening/unconfirmedMail";
import type { FloodLimits } from "../config/floodLimits";
import { floodCheckOf } from "../screening/floodRule";
import type { MessageStore } from "../storage/messageStore";

/** One contact message as it arrived, whatever the body format it came in. */
export interface ContactSubmission {
  /** The parsed body, not yet checked in any way. */
  body: unknown;
  lang: Lang;
  /** Which form sent it: the scripted one (JSON) or the prerendered HTML form (urlencoded). */
  form: SubmittedForm;
  /** Where the lead came from, as the client sent it or the request shows it: not yet checked. */
  source: unknown;
  /** The Idempotency-Key value as sent; undefined when the request has none. */
  idempotencyKey: string | undefined;
  /** The client's address: counted by the rate limits, stored only as a keyed hash. */
  client: string;
  requestId: string;
  now: number;
  /** The request's logger (it writes the request id on every line). */
  log: Logger;
}

/** What became of a submission; each kind is one answer the endpoint gives. */
export type ContactOutcome =
  /** `bookingToken`: the capability to book a demo for this message, when bookings are offered. */
  | { kind: "accepted"; id: string; bookingToken?: string }
  | { kind: "replayed"; id: string }
  | { kind: "notAnObject" }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "invalidIdempotencyKey" }
  | { kind: "idempotencyMismatch" }
  | { kind: "inProgress" }
  | { kind: "rateLimited"; retryAfterSeconds: number }
  | { kind: "storageUnavailable" };

export interface AcceptanceOptions {
  messages: Pick<MessageStore, "insert" | "findByIdempotencyKey">;
  limiter: RateLimiter;
  /** Secret mixed into the stored client address hash, so it cannot be reversed by brute force. */
  clientHashKey: string;
  /** What the outbox delivers for each accepted message. */
  deliveries: OutboxJobSpec[];
  /** The outbox gives up on a delivery this long after the message arrived. */
  giveUpAfterMs: number;
  /** Called after a message is committed: the worker can deliver it right away. */
  onStored: () => void;
  /** The storage work of one message ends within this: stored, or a 503 that means not stored. */
  timeoutMs: number;
  /**
   * Hands out the capability to book a demo with each accepted message, when bookings are
   * offered (the host passes the booking feature's).
   */
  grantBooking?: () => { token: string; hash: string };
  /**
   * Why a message is held for review (blocklist, the scripted form's proof), or null: a held one
   * is answered as usual but delivers nothing until an operator releases it.
   */
  screen: ScreenMessage;
  /** Caps on mail to addresses nobody has confirmed: the acknowledgement counts against them. */
  mailCaps?: UnconfirmedMailCaps;
  /** Past these an hour, further messages are held for the flood (none: the rule is off). */
  floodLimits?: FloodLimits;
}

export type AcceptContactMessage = (submission: ContactSubmission) => Promise<ContactOutcome>;

const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

/** `"key"` (a structured-header string, as the IETF draft writes it) or a bare token. */
function idempotencyKeyOf(raw: string | undefined): string | null | undefined {
  if (raw === undefined) return null;
  const key = raw.trim().replace(/^"(.*)"$/, "$1");
  return idempotencyKeyPattern.test(key) ? key : undefined;
}

function replayOf(existing: KeyedMessage, fingerprint: string, log: Logger): ContactOutcome {
  if (existing.fingerprint === null) {
    // Erased on the person's request: the replay is answered as before, and nothing is stored.
    log.info({ messageId: existing.id }, "contact: repeated request of an erased message");
    return { kind: "replayed", id: existing.id };
  }
  if (existing.fingerprint !== fingerprint) return { kind: "idempotencyMismatch" };
  log.info({ messageId: existing.id }, "contact: repeated request answered from storage");
  return { kind: "replayed", id: existing.id };
}

/** A message whose fields and answers passed their checks. */
interface CheckedMessage {
  value: ContactRequest;
  answers: Qualification;
}

function newMessage(
  options: AcceptanceOptions,
  { value, answers }: CheckedMessage,
  key: string | null,
  fingerprint: string,
  submission: ContactSubmission,
  holdReason: HoldReason | null,
): NewMessage {
  const quarantined = (value[honeypotField] ?? "").trim() !== "";
  const writingMs = writingTimeOf(
    (submission.body as Record<string, unknown>)[proofField],
    submission.now,
  );
  const lane = { form: submission.form, holdReason, quarantined, writingMs };
  const flood = options.floodLimits && floodCheckOf(lane, options.floodLimits);
  return {
    id: randomUUID(),
    fields: contactFieldsOf(value),
    lang: submission.lang,
    submittedAt: value.timestamp,
    form: submission.form,
    source: checkedSource(submission.source),
    qualification: answers,
    requestId: submission.requestId,
    idempotencyKey: key,
    fingerprint,
    clientHash: createHmac("sha256", options.clientHashKey)
      .update(submission.client)
      .digest("hex")
      .slice(0, 32),
    quarantined,
    ...(holdReason && { holdReason }),
    ...(flood && { flood }),
    jobs: options.deliveries,
    acknowledgement:
      options.mailCaps && unconfirmedMailOf(value.email, "acknowledgement", options.mailCaps),
    now: submission.now,
    deliverUntil: submission.now + options.giveUpAfterMs,
  };
}

/** A valid message: answered from storage when its key is known, else counted and stored. */
async function store(
  options: AcceptanceOptions,
  checked: CheckedMessage,
  key: string | null,
  submission: ContactSubmission,
): Promise<ContactOutcome> {
  const { messages, limiter } = options;
  const { log } = submission;
  const { value, answers } = checked;
  const fingerprint = createHash("sha256").update(fingerprintOf(value, answers)).digest("hex");
  const deadline = Date.now() + options.timeoutMs;
  if (key) {
    const existing = await beforeDeadline(messages.findByIdempotencyKey(key), deadline);
    if (existing) return replayOf(existing, fingerprint, log);
  }
  const decision = await beforeDeadline(limiter.take(submission.client), deadline);
  if (!decision.ok) {
    const retryAfterSeconds = Math.ceil(decision.retryAfterMs / 1000);
    log.warn({ retryAfter: retryAfterSeconds }, "contact: rate limited");
    return { kind: "rateLimited", retryAfterSeconds };
  }
  const proof = (submission.body as Record<string, unknown>)[proofField];
  const screened = { email: value.email, form: submission.form, proof, now: submission.now };
  const holdReason = await beforeDeadline(options.screen(screened), deadline);
  const message = newMessage(options, checked, key, fingerprint, submission, holdReason);
  // A repeated request cannot get the capability back (only its hash is kept): it books from
  // the answer to the first one. A message kept back is offered no booking; one held for the
  // flood when stored is, by confirming (docs/decisions/0845-flood-rule.md).
  const capability =
    options.grantBooking && !keptBack(message) ? options.grantBooking() : undefined;
  const result = await messages.insert({
    ...message,
    commitBy: deadline,
    bookingCapabilityHash: capability?.hash,
  });
  if (!result.created) return replayOf(result.existing, fingerprint, log);
  const { quarantined } = message;
  const held = result.heldForFlood ? "flood" : holdReason;
  log.info({ messageId: result.id, quarantined, holdReason: held }, "contact: message stored");
  if (result.acknowledgementCapped) {
    const cap = result.acknowledgementCapped;
    log.warn({ messageId: result.id, cap }, `contact: acknowledgement skipped, mail cap ${cap}`);
  }
  if (!keptBack(message) && !result.heldForFlood) options.onStored();
  return capability && result.heldForFlood?.bookable !== false
    ? { kind: "accepted", id: result.id, bookingToken: capability.token }
    : { kind: "accepted", id: result.id };
}

/**
 * Validates a contact message, applies idempotency (docs/decisions/0601), the rate limits and
 * screening (docs/decisions/0841: a held message is stored without deliveries), and stores it
 * with its outbox deliveries in one commit. It knows nothing of HTTP: each body format maps the
 * outcome to its own answer.
 */
export function acceptContactMessages(options: AcceptanceOptions): AcceptContactMessage {
  // Keys whose first request is between its look-up and its commit, in this process.
  const inProgress = new Set<string>();

  return async (submission) => {
    const validation = validateContactRequest(submission.body);
    if (!validation) return { kind: "notAnObject" };
    // The optional answers are checked beside the fields, so one refusal names every problem.
    const answers = checkQualification(submission.body as Record<string, unknown>, submission.now);
    if (!validation.ok || !answers.ok) {
      const errors = {
        ...(!validation.ok && validation.errors),
        ...(!answers.ok && answers.errors),
      };
      return { kind: "invalid", errors };
    }
    const key = idempotencyKeyOf(submission.idempotencyKey);
    if (key === undefined) return { kind: "invalidIdempotencyKey" };
    if (key) {
      if (inProgress.has(key)) return { kind: "inProgress" };
      inProgress.add(key);
    }
    try {
      return await store(
        options,
        { value: validation.value, answers: answers.value },
        key,
        submission,
      );
    } catch (error) {
      submission.log.error({ err: String(error) }, "contact: storage failed, message not accepted");
      return { kind: "storageUnavailable" };
    } finally {
      if (key) inProgress.delete(key);
    }
  };
}
