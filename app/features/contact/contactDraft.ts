import { productSlug, siteConfig } from "../../../common/siteConfig";
import { fingerprintOf, type ContactFormValues } from "../../../common/contact/contactMessage";
import { contactFields, type ContactField } from "../../../common/contact/contactFields";
import type { KeyValueStorage } from "../../browser/safeStorage";
import {
  isAnswered,
  noQualification,
  qualificationFromJson,
  type Qualification,
} from "../../../common/contact/qualification";

export type DraftValues = Record<ContactField, string>;

/** The Idempotency-Key of the last send attempt and the values it was used for. */
export interface PendingSend {
  key: string;
  fingerprint: string;
}

export interface ContactDraft {
  values: DraftValues;
  /** The two optional answers as the visitor left them. */
  answers: Qualification;
  pending: PendingSend | null;
}

export const draftStorageKey = `${productSlug(siteConfig.productName)}_contact_draft`;

export const emptyValues = Object.fromEntries(
  contactFields.map((field) => [field, ""]),
) as DraftValues;

function isPending(value: unknown): value is PendingSend {
  return (
    typeof value === "object" &&
    value !== null &&
    "key" in value &&
    "fingerprint" in value &&
    typeof value.key === "string" &&
    typeof value.fingerprint === "string"
  );
}

/** The answers a stored draft holds, read like the stored ones: what does not read is left out. */
function storedAnswers(parsed: object): Qualification {
  const answers: unknown = "answers" in parsed ? parsed.answers : undefined;
  return typeof answers === "object" && answers !== null
    ? qualificationFromJson(JSON.stringify(answers))
    : noQualification;
}

/** The stored draft, or null when there is none or it cannot be read (then it is ignored). */
export function loadDraft(storage: KeyValueStorage): ContactDraft | null {
  try {
    const raw = storage.getItem(draftStorageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || !("values" in parsed)) return null;
    const stored = parsed.values;
    if (typeof stored !== "object" || stored === null) return null;
    const values = { ...emptyValues };
    for (const field of contactFields) {
      const value: unknown = (stored as Record<string, unknown>)[field];
      if (typeof value === "string") values[field] = value;
    }
    const pending = "pending" in parsed && isPending(parsed.pending) ? parsed.pending : null;
    return { values, answers: storedAnswers(parsed), pending };
  } catch {
    return null;
  }
}

export function saveDraft(storage: KeyValueStorage, draft: ContactDraft): void {
  const empty =
    contactFields.every((field) => draft.values[field] === "") && !isAnswered(draft.answers);
  if (empty && !draft.pending) storage.removeItem(draftStorageKey);
  else storage.setItem(draftStorageKey, JSON.stringify(draft));
}

export function clearDraft(storage: KeyValueStorage): void {
  storage.removeItem(draftStorageKey);
}

/**
 * One Idempotency-Key per filled-in form (docs/product.md#drafts-and-duplicate-sends). A retry of
 * unchanged values reuses the key, so the server answers it without a second mail; changed values
 * are a new message and get a new key (the server would refuse the old key with a different body).
 */
export function keyForSend(
  previous: PendingSend | null,
  values: ContactFormValues,
  answers: Qualification,
  newKey: () => string,
): PendingSend {
  const fingerprint = fingerprintOf(values, answers);
  return previous?.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint };
}
