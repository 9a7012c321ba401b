import { contactFields, type ContactField } from "../../../common/contact/contactMessage";
import type { PreparedRequest } from "./contactRequest";

export type ServerFieldErrors = Partial<Record<ContactField, string>>;

/**
 * A non-OK answer; `serverMessage` is the `message` of its JSON body, when it had one, and
 * `fieldErrors` its `errors` (DECISIONS.md: per-field texts in the visitor's language).
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
    for (const field of contactFields) {
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
 * Sends one prepared request. Resolves when the endpoint accepted the message; rejects with a
 * ContactHttpError, an UnreadableAnswerError, a "TimeoutError" DOMException after `timeoutMs`,
 * an OfflineError, or whatever fetch threw (a TypeError when the network failed).
 */
export async function sendContactMessage(
  request: PreparedRequest,
  { timeoutMs, fetch: doFetch = globalThis.fetch, isOnline = browserOnline }: SendOptions,
): Promise<void> {
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
    try {
      await response.json();
    } catch {
      throw new UnreadableAnswerError();
    }
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}
