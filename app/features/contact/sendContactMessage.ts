import { QueryClient } from "@tanstack/react-query";
import type { Lang } from "../../../common/i18n/lang";
import { honeypotField, type ContactFormValues } from "../../../common/contact/contactMessage";
import { contactFields, type ContactField } from "../../../common/contact/contactFields";
import type { LeadSource } from "../../../common/contact/leadSource";
import { proofField } from "../../../common/contact/proofOfWork";
import { qualificationFields, type Qualification } from "../../../common/contact/qualification";

/**
 * A random UUID v4. crypto.randomUUID() exists only in secure contexts, so a site served over
 * plain HTTP (an intranet preview) builds one from crypto.getRandomValues() instead of failing
 * the send.
 */
export function newId(
  cryptoApi: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">> = crypto,
): string {
  if (typeof cryptoApi.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ContactRequestInput {
  values: ContactFormValues;
  /** What is in the hidden honeypot input; sent only when something filled it in. */
  honeypot: string;
  lang: Lang;
  /** Fresh for every request (tracing). */
  requestId: string;
  /** One per filled-in form, the same for every retry (docs/product.md#drafts-and-duplicate-sends). */
  idempotencyKey: string;
  /** ISO time taken at submit. */
  timestamp: string;
  /** Where the visitor came from (docs/product.md#lead-source). */
  source: LeadSource;
  /** The invisible check's solved challenge; left out when it was not ready in time. */
  proof?: string;
  /** The two optional answers (docs/product.md#the-two-questions); each sent only when given. */
  answers?: Qualification;
}

export interface PreparedRequest {
  url: string;
  init: RequestInit & { method: "POST"; headers: Record<string, string>; body: string };
}

/** The one call, its headers and its exact body (docs/product.md#the-one-call). */
export function buildContactRequest(input: ContactRequestInput, endpoint: string): PreparedRequest {
  const body: Record<string, string | readonly string[] | LeadSource> = {};
  for (const field of contactFields) body[field] = input.values[field].trim();
  const { standards = [], nextAudit = null } = input.answers ?? {};
  if (standards.length > 0) body[qualificationFields.standards] = standards;
  if (nextAudit) body[qualificationFields.nextAudit] = nextAudit;
  body.timestamp = input.timestamp;
  const honeypot = input.honeypot.trim();
  if (honeypot !== "") body[honeypotField] = honeypot;
  if (Object.keys(input.source).length > 0) body.source = input.source;
  if (input.proof) body[proofField] = input.proof;

  return {
    url: endpoint,
    init: {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Accept-Language": input.lang,
        "X-Request-ID": input.requestId,
        "Idempotency-Key": input.idempotencyKey,
      },
      body: JSON.stringify(body),
    },
  };
}

/** A field the server may name a problem of: a message field or one of the two answers. */
type AnsweredField = ContactField | keyof typeof qualificationFields;

export type ServerFieldErrors = Partial<Record<AnsweredField, string>>;

const answeredFields: readonly AnsweredField[] = [
  ...contactFields,
  ...(Object.keys(qualificationFields) as (keyof typeof qualificationFields)[]),
];

/**
 * A non-OK answer; `serverMessage` is the `message` of its JSON body, when it had one, and
 * `fieldErrors` its `errors`: per-field texts in the visitor's language
 * (docs/product.md#error-catalogue).
 */
export class ContactHttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly serverMessage: string | undefined,
    readonly fieldErrors: ServerFieldErrors = {},
  ) {
    super(serverMessage ?? `${status} ${statusText}`);
    this.name = "ContactHttpError";
  }
}

/**
 * A 2xx answer whose body is not JSON: not our endpoint answering (a static host's fallback page,
 * a captive portal), so the message may not have arrived and the visitor must not be told it did.
 */
export class UnreadableAnswerError extends Error {
  constructor() {
    super("The answer to the contact request was not JSON");
    this.name = "UnreadableAnswerError";
  }
}

const nonEmptyText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

async function errorBodyOf(
  response: Response,
): Promise<{ message?: string; fieldErrors: ServerFieldErrors }> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // No JSON body: the status and its text are all there is.
    return { fieldErrors: {} };
  }
  if (typeof body !== "object" || body === null) return { fieldErrors: {} };
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const fieldErrors: ServerFieldErrors = {};
  if (typeof errors === "object" && errors !== null) {
    for (const field of answeredFields) {
      const text: unknown = (errors as Record<string, unknown>)[field];
      if (nonEmptyText(text)) fieldErrors[field] = text;
    }
  }
  return nonEmptyText(message) ? { message, fieldErrors } : { fieldErrors };
}

/** The browser knows it has no network: nothing can be sent, so nothing is tried. */
export class OfflineError extends Error {
  constructor() {
    super("The browser is offline");
    this.name = "OfflineError";
  }
}

export interface SendOptions {
  timeoutMs: number;
  fetch?: typeof fetch;
  /** navigator.onLine where there is a navigator. */
  isOnline?: () => boolean;
}

const browserOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/**
 * Sends one prepared request. Resolves when the endpoint accepted the message, with the demo
 * booking capability when the server offers bookings; rejects with a
 * ContactHttpError, an UnreadableAnswerError, a "TimeoutError" DOMException after `timeoutMs`,
 * an OfflineError, or whatever fetch threw (a TypeError when the network failed).
 */
export async function sendContactMessage(
  request: PreparedRequest,
  { timeoutMs, fetch: doFetch = globalThis.fetch, isOnline = browserOnline }: SendOptions,
): Promise<{ booking?: string }> {
  if (!isOnline()) throw new OfflineError();
  const controller = new AbortController();
  // A timer rather than AbortSignal.timeout(): it also covers reading the body, and test clocks control it.
  const timer = setTimeout(
    () => controller.abort(new DOMException("The contact request timed out", "TimeoutError")),
    timeoutMs,
  );
  try {
    const response = await doFetch(request.url, { ...request.init, signal: controller.signal });
    if (!response.ok) {
      const { message, fieldErrors } = await errorBodyOf(response);
      throw new ContactHttpError(response.status, response.statusText, message, fieldErrors);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new UnreadableAnswerError();
    }
    const booking = (body as { booking?: unknown } | null)?.booking;
    return typeof booking === "string" ? { booking } : {};
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}

/** 1 s, doubling, capped at 30 s (docs/product.md#constants). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * The server-state cache (docs/product.md#contact-form), created with the contact page so the home
 * page does not load TanStack Query. Queries retry 3 times; mutations (the contact submit) never
 * retry on their own.
 */
export function createContactQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 3, retryDelay, gcTime: 5 * 60 * 1000 },
      // "always": offline, the send must fail at once with the connection message, not wait paused.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
