import { useEffect, useRef, useState } from "react";
import type { ContactFormValues } from "../../../common/contact/contactMessage";
import type { ContactField } from "../../../common/contact/contactFields";
import { session } from "../../browser/safeStorage";
import {
  clearDraft,
  emptyValues,
  keyForSend,
  loadDraft,
  saveDraft,
  type DraftValues,
  type PendingSend,
} from "./contactDraft";
import { newId } from "./sendContactMessage";
import { noQualification, type Qualification } from "../../../common/contact/qualification";

/**
 * What the visitor typed and the Idempotency-Key of its last send, kept in sessionStorage so a
 * reload or a retry loses nothing (docs/product.md#drafts-and-duplicate-sends).
 */
export function useContactDraft() {
  const [values, setValues] = useState<DraftValues>(emptyValues);
  const [answers, setAnswersState] = useState<Qualification>(noQualification);
  const pending = useRef<PendingSend | null>(null);

  // Browser storage is read after hydration: the prerendered HTML shows an empty form.
  useEffect(() => {
    const draft = loadDraft(session);
    if (!draft) return;
    pending.current = draft.pending;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time restore from storage
    setValues(draft.values);
    setAnswersState(draft.answers);
  }, []);

  const setValue = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraft(session, { values: next, answers, pending: pending.current });
  };

  const setAnswers = (next: Qualification) => {
    setAnswersState(next);
    saveDraft(session, { values, answers: next, pending: pending.current });
  };

  /** The key to send these values under: the last one while they are unchanged, else a new one. */
  const idempotencyKeyFor = (valid: ContactFormValues): string => {
    pending.current = keyForSend(pending.current, valid, answers, newId);
    saveDraft(session, { values, answers, pending: pending.current });
    return pending.current.key;
  };

  const clear = () => {
    clearDraft(session);
    pending.current = null;
    setValues(emptyValues);
    setAnswersState(noQualification);
  };

  return { values, answers, setValue, setAnswers, idempotencyKeyFor, clear };
}
