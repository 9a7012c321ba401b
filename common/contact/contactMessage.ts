import * as z from "zod/mini";
import {
  contactFieldTable,
  contactFields,
  type ContactField,
  type ContactFieldSpec,
} from "./contactFields";
import type { ContactMessageKey } from "./messageCopy";
import {
  noQualification,
  qualificationFingerprint,
  type Qualification,
  type qualificationFields,
} from "./qualification";

/**
 * The one schema of a contact message, imported by the form (browser) and by the contact
 * endpoint (server). Error messages are dictionary keys of `contactMessageCopy`, so each side
 * shows them in its visitor's language.
 */

/** WHATWG "valid e-mail address" (what <input type=email> accepts), plus a dot in the domain. */
const fieldEmailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

// Single-line fields end up in mail headers (Reply-To, Subject): no CR, LF or other controls.
// eslint-disable-next-line no-control-regex
const singleLine = /^[^\u0000-\u001f\u007f\u2028\u2029]*$/;
// The message may keep its line breaks and tabs, nothing else below U+0020.
// eslint-disable-next-line no-control-regex
const multiLine = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const key = (k: ContactMessageKey) => ({ error: k });

/** A missing field is "required"; a present one of the wrong type (a number, an object) is "not text". */
const textOr = (required: ContactMessageKey) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? required : "notText"),
});

const oneLine = () => z.regex(singleLine, key("lineBreaksNotAllowed"));

/** The characters a field may hold: an address, several lines, or one line. */
function allowedIn(input: ContactFieldSpec["input"]) {
  if (input === "email") return z.regex(fieldEmailPattern, key("emailInvalid"));
  return input === "textarea" ? z.regex(multiLine, key("controlCharactersNotAllowed")) : oneLine();
}

type FieldSpec = (typeof contactFieldTable)[number];

/**
 * A field's rule from the table: trimmed, at most `limit` characters of the allowed ones; a
 * required one not empty, an optional one "" when absent.
 */
function fieldSchema(spec: FieldSpec): z.ZodMiniType<string> {
  const tooLong = key(`${spec.name}TooLong`);
  const allowed = allowedIn(spec.input);
  if (!spec.required) {
    return z._default(
      z.string(key("notText")).check(z.trim(), z.maxLength(spec.limit, tooLong), allowed),
      "",
    );
  }
  const required: ContactMessageKey = `${spec.name}Required`;
  return z
    .string(textOr(required))
    .check(z.trim(), z.minLength(1, key(required)), z.maxLength(spec.limit, tooLong), allowed);
}

/**
 * Builds the schemas. Building them runs a good deal of Zod's code, so it waits for the first
 * check instead of running while the contact page starts (docs/decisions/0004).
 */
function buildSchemas() {
  const form = z.object(
    Object.fromEntries(contactFieldTable.map((spec) => [spec.name, fieldSchema(spec)])) as Record<
      ContactField,
      z.ZodMiniType<string>
    >,
  );

  /** What the form sends (docs/product.md#the-one-call): fields, timestamp, honeypot if filled. */
  const request = z.object({
    ...form.def.shape,
    timestamp: z.string(key("timestampInvalid")).check(z.iso.datetime(key("timestampInvalid"))),
    website: z.optional(z.string(key("notText")).check(z.maxLength(500, key("notText")))),
  });
  return { form, request };
}

let schemas: ReturnType<typeof buildSchemas> | undefined;
const getSchemas = () => (schemas ??= buildSchemas());

export type ContactFormValues = z.infer<ReturnType<typeof buildSchemas>["form"]>;
export type ContactRequest = z.infer<ReturnType<typeof buildSchemas>["request"]>;

/** The name of the hidden honeypot input; people never see it, bots fill it in. */
export const honeypotField = "website";

export type FieldErrors = Partial<
  Record<
    ContactField | "timestamp" | "website" | keyof typeof qualificationFields,
    ContactMessageKey
  >
>;

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const maxLimits: Partial<Record<ContactMessageKey, number>> = Object.fromEntries(
  contactFieldTable.map((spec) => [`${spec.name}TooLong`, spec.limit]),
);

/** The `{max}` value a message key needs, if any. */
export function messageParams(messageKey: ContactMessageKey): { max: number } | undefined {
  const max = maxLimits[messageKey];
  return max === undefined ? undefined : { max };
}

function validateWith<T>(schema: z.ZodMiniType<T>, input: unknown): Validation<T> | null {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string") return null;
    const name = field as keyof FieldErrors;
    // The first problem of a field is the one to show.
    errors[name] ??= issue.message as ContactMessageKey;
  }
  return { ok: false, errors };
}

export function validateContactForm(input: unknown): Validation<ContactFormValues> {
  return validateWith(getSchemas().form, input) ?? { ok: false, errors: {} };
}

/** `null` when the body is not even an object (the caller answers with `bodyInvalid`). */
export function validateContactRequest(input: unknown): Validation<ContactRequest> | null {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return null;
  return validateWith(getSchemas().request, input);
}

/**
 * What makes two submissions "the same message": the trimmed fields and the optional answers, not
 * the submit time. The form keeps its Idempotency-Key while this stays the same; the server stores
 * it (hashed) to tell a repeat from a different body under the same key.
 */
export function fingerprintOf(
  values: ContactFormValues,
  answers: Qualification = noQualification,
): string {
  return JSON.stringify([
    ...contactFields.map((field) => values[field]),
    ...qualificationFingerprint(answers),
  ]);
}
