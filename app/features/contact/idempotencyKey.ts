import { fingerprintOf, type ContactFormValues } from "../../../common/contact/contactMessage";
import type { PendingSend } from "./contactDraft";

/**
 * DECISIONS.md: one Idempotency-Key per filled-in form. A retry of unchanged values reuses the
 * key, so the server answers it without a second mail; changed values are a new message and get a
 * new key (the server would refuse the old key with a different body).
 */
export function keyForSend(
  previous: PendingSend | null,
  values: ContactFormValues,
  newKey: () => string,
): PendingSend {
  const fingerprint = fingerprintOf(values);
  return previous?.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint };
}
