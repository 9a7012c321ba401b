import { productSlug, siteConfig } from "../../../common/siteConfig";
import { contactFields, type ContactField } from "../../../common/contact/contactMessage";

export type DraftValues = Record<ContactField, string>;

/** The Idempotency-Key of the last send attempt and the values it was used for. */
export interface PendingSend {
  key: string;
  fingerprint: string;
}

export interface ContactDraft {
  values: DraftValues;
  pending: PendingSend | null;
}

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const draftStorageKey = `${productSlug(siteConfig.productName)}_contact_draft`;

export const emptyValues: DraftValues = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  phone: "",
  message: "",
};

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

/** The stored draft, or null when there is none or it cannot be read (then it is ignored). */
export function loadDraft(storage: DraftStorage | null): ContactDraft | null {
  try {
    const raw = storage?.getItem(draftStorageKey);
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
    return { values, pending };
  } catch {
    return null;
  }
}

// Storage can be full or switched off (private modes); the form keeps working without a draft.
export function saveDraft(storage: DraftStorage | null, draft: ContactDraft): void {
  try {
    const empty = contactFields.every((field) => draft.values[field] === "");
    if (empty && !draft.pending) storage?.removeItem(draftStorageKey);
    else storage?.setItem(draftStorageKey, JSON.stringify(draft));
  } catch {
    // See above.
  }
}

export function clearDraft(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(draftStorageKey);
  } catch {
    // See above.
  }
}

/** sessionStorage when the browser lets us use it. */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
