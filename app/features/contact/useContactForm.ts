import { useCallback, useMemo, useRef, useState, type FormEvent } from "react";
import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import { messageParams, validateContactForm } from "../../../common/contact/contactMessage";
import { contactFields, type ContactField } from "../../../common/contact/contactFields";
import { contactMessageCopy } from "../../../common/contact/messageCopy";
import type { BookingOffer } from "../booking";
import contactCopy from "@content/pages/contact.json";
import type { ServerFieldErrors } from "./sendContactMessage";
import { qualificationFields, type Qualification } from "../../../common/contact/qualification";
import { decideSubmit } from "./submitCheck";
import { useContactDraft } from "./useContactDraft";
import { useInvisibleCheck } from "./useInvisibleCheck";
import { useSendContactMessage } from "./useSendContactMessage";

/** What the gate needs from the visitor's cookie choice. */
export interface ContactConsent {
  analyticsAllowed: boolean;
  openSettings: () => void;
}

export type FormStatus =
  | { kind: "idle" }
  | { kind: "invalid"; text: string }
  | { kind: "consentRequired" }
  /** `booking`: the offer to book a demo, when the server has a calendar. */
  | { kind: "success"; booking: BookingOffer | null }
  | { kind: "error"; text: string };

const answerFields = Object.keys(qualificationFields) as (keyof typeof qualificationFields)[];

/** The gate is a configuration switch (docs/product.md#the-analytics-consent-gate). */
const consentGateEnabled = siteConfig.contactRequiresAnalyticsConsent;

/**
 * The contact form's state, its field errors and status, glued to the draft and the send
 * (docs/product.md#contact-form: idle → sending → success | error; a new submit clears the
 * earlier outcome).
 */
export function useContactForm(consent: ContactConsent) {
  const { t } = useCopy(contactCopy);
  const { t: messageText } = useCopy(contactMessageCopy);
  const draft = useContactDraft();
  const [showFieldErrors, setShowFieldErrors] = useState(false);
  const [status, setStatus] = useState<FormStatus>({ kind: "idle" });
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const [toasterNeeded, setToasterNeeded] = useState(false);
  const fieldElements = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const honeypot = useRef<HTMLInputElement | null>(null);
  const check = useInvisibleCheck();

  const sender = useSendContactMessage({
    onSuccess: (booking) => {
      draft.clear();
      if (honeypot.current) honeypot.current.value = "";
      setShowFieldErrors(false);
      setStatus({ kind: "success", booking });
    },
    onError: ({ text, fieldErrors }) => {
      if (fieldErrors) setServerErrors(fieldErrors);
      setStatus({ kind: "error", text });
    },
  });

  // The browser's own messages first; the server's (after a refused send) until the field changes.
  const fieldErrors: Partial<Record<ContactField, string>> = useMemo(() => {
    const result = showFieldErrors ? validateContactForm(draft.values) : null;
    const local = result && !result.ok ? result.errors : {};
    const texts: Partial<Record<ContactField, string>> = {};
    for (const field of contactFields) {
      const key = local[field];
      const text = key ? messageText(key, messageParams(key)) : serverErrors[field];
      if (text) texts[field] = text;
    }
    return texts;
  }, [draft.values, showFieldErrors, serverErrors, messageText]);

  /** The server's words about an answer, until the visitor changes it. */
  const answerErrors = {
    standards: serverErrors.standards,
    nextAudit: serverErrors.nextAudit,
  } satisfies Record<keyof typeof qualificationFields, string | undefined>;

  const setAnswers = (next: Qualification) => {
    draft.setAnswers(next);
    setToasterNeeded(true);
    const changed = answerFields.filter((field) => next[field] !== draft.answers[field]);
    if (changed.some((field) => serverErrors[field])) {
      const cleared = Object.fromEntries(changed.map((field) => [field, undefined]));
      setServerErrors((current) => ({ ...current, ...cleared }));
    }
  };

  const setValue = (field: ContactField, value: string) => {
    draft.setValue(field, value);
    // The toaster loads while the visitor types, so it is ready (even offline) when a send ends.
    setToasterNeeded(true);
    if (serverErrors[field]) setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const registerField = useCallback(
    (field: ContactField) => (element: HTMLElement | null) => {
      fieldElements.current[field] = element;
    },
    [],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setToasterNeeded(true);
    // A second click before React re-renders the disabled button must not send twice.
    if (sender.inFlight()) return;
    setStatus({ kind: "idle" });
    setServerErrors({});
    setShowFieldErrors(true);

    const decision = decideSubmit(draft.values, {
      enabled: consentGateEnabled,
      analyticsAllowed: consent.analyticsAllowed,
    });
    if (decision.kind === "invalid") {
      if (decision.focus) fieldElements.current[decision.focus]?.focus();
      const text = decision.problem ? t(decision.problem) : messageText("validationFailed");
      setStatus({ kind: "invalid", text });
    } else if (decision.kind === "consentRequired") {
      setStatus({ kind: "consentRequired" });
    } else {
      const idempotencyKey = draft.idempotencyKeyFor(decision.values);
      sender.send(decision.values, {
        honeypot: honeypot.current?.value ?? "",
        idempotencyKey,
        proof: check.takeProof(),
        answers: draft.answers,
      });
    }
  };

  // Accepting analytics in the settings lifts the gate; the visitor submits again, nothing retyped.
  const visibleStatus: FormStatus =
    status.kind === "consentRequired" && consent.analyticsAllowed ? { kind: "idle" } : status;

  return {
    values: draft.values,
    setValue,
    answers: draft.answers,
    setAnswers,
    answerErrors,
    fieldErrors,
    status: visibleStatus,
    isSending: sender.isSending,
    submit,
    registerField,
    toasterNeeded,
    honeypotRef: honeypot,
    /** The form's first input (typed, pasted or autofilled) starts the invisible check. */
    startCheck: check.start,
  };
}
