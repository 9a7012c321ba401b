import type { ContactForm } from "./contactMessage";
import type { PendingSend } from "./contactDraft";

/** What identifies "the same filled-in form": its trimmed values, not the submit time. */
export function fingerprintOf(values: ContactForm): string {
  return JSON.stringify([
    values.firstName,
    values.lastName,
    values.email,
    values.company,
    values.phone,
    values.message,
  ]);
}

/**
 * DECISIONS.md: one Idempotency-Key per filled-in form. A retry of unchanged values reuses the
 * key, so the server answers it without a second mail; changed values are a new message and get a
 * new key (the server would refuse the old key with a different body).
 */
export function keyForSend(
  previous: PendingSend | null,
  values: ContactForm,
  newKey: () => string,
): PendingSend {
  const fingerprint = fingerprintOf(values);
  return previous?.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint };
}
