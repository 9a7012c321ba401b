import type { Lang } from "../../../common/i18n/lang";
import {
  contactFields,
  honeypotField,
  type ContactFormValues,
} from "../../../common/contact/contactMessage";

export interface ContactRequestInput {
  values: ContactFormValues;
  /** What is in the hidden honeypot input; sent only when something filled it in. */
  honeypot: string;
  lang: Lang;
  /** Fresh for every request (tracing). */
  requestId: string;
  /** One per filled-in form, the same for every retry of it (DECISIONS.md). */
  idempotencyKey: string;
  /** ISO time taken at submit. */
  timestamp: string;
}

export interface PreparedRequest {
  url: string;
  init: RequestInit & { method: "POST"; headers: Record<string, string>; body: string };
}

/** SPEC 7 and DECISIONS.md: the one call, its headers and its exact body. */
export function buildContactRequest(input: ContactRequestInput, endpoint: string): PreparedRequest {
  const body: Record<string, string> = {};
  for (const field of contactFields) body[field] = input.values[field].trim();
  body.timestamp = input.timestamp;
  const honeypot = input.honeypot.trim();
  if (honeypot !== "") body[honeypotField] = honeypot;

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
