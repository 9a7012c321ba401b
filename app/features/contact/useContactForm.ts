import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import {
  contactFields,
  messageParams,
  validateContactForm,
  type ContactField,
} from "../../../common/contact/contactMessage";
import {
  clearDraft,
  emptyValues,
  loadDraft,
  saveDraft,
  sessionDraftStorage,
  type DraftValues,
  type PendingSend,
} from "./contactDraft";
import { buildContactRequest, type PreparedRequest } from "./contactRequest";
import { contactMessageCopy } from "../../../common/contact/messageCopy";
import { contactCopy } from "./copy";
import { keyForSend } from "./idempotencyKey";
import { newId } from "./newId";
import { ContactHttpError, sendContactMessage, type ServerFieldErrors } from "./sendContactMessage";
import { classifySendError, failureText } from "./sendFailure";
import { showToast } from "./showToast";
import { submitCheck } from "./submitCheck";

/** What the gate needs from the visitor's cookie choice. */
export interface ContactConsent {
  analyticsAllowed: boolean;
  openSettings: () => void;
}

export type FormStatus =
  | { kind: "idle" }
  | { kind: "invalid"; text: string }
  | { kind: "consentRequired" }
  | { kind: "success" }
  | { kind: "error"; text: string };

/** DECISIONS.md: the gate is a configuration switch. */
const consentGateEnabled = siteConfig.contactRequiresAnalyticsConsent;

/** SPEC 4: the success box scrolls into view after 100 ms. */
const statusScrollDelayMs = 100;

const send = (request: PreparedRequest) =>
  sendContactMessage(request, { timeoutMs: siteConfig.contactTimeoutMs });

/**
 * The contact form's behaviour: draft, both validation layers, the consent gate and the send.
 * SPEC 4 states: idle → sending → success | error; a new submit clears the earlier outcome.
 */
export function useContactForm(consent: ContactConsent) {
  const { t, lang } = useCopy(contactCopy);
  const { t: messageText } = useCopy(contactMessageCopy);
  const [values, setValues] = useState<DraftValues>(emptyValues);
  const [showFieldErrors, setShowFieldErrors] = useState(false);
  const [status, setStatus] = useState<FormStatus>({ kind: "idle" });
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const [toasterNeeded, setToasterNeeded] = useState(false);
  const pending = useRef<PendingSend | null>(null);
  const sending = useRef(false);
  const fieldElements = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const honeypot = useRef<HTMLInputElement | null>(null);
  const statusBox = useRef<HTMLDivElement | null>(null);

  // Browser storage is read after hydration: the prerendered HTML shows an empty form.
  useEffect(() => {
    const draft = loadDraft(sessionDraftStorage());
    if (!draft) return;
    pending.current = draft.pending;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time restore from storage
    setValues(draft.values);
  }, []);

  // The browser's own messages first; the server's (after a refused send) until the field changes.
  const fieldErrors: Partial<Record<ContactField, string>> = useMemo(() => {
    const result = showFieldErrors ? validateContactForm(values) : null;
    const local = result && !result.ok ? result.errors : {};
    const texts: Partial<Record<ContactField, string>> = {};
    for (const field of contactFields) {
      const key = local[field];
      const text = key ? messageText(key, messageParams(key)) : serverErrors[field];
      if (text) texts[field] = text;
    }
    return texts;
  }, [values, showFieldErrors, serverErrors, messageText]);

  useEffect(() => {
    if (status.kind !== "success" && status.kind !== "error") return;
    const timer = setTimeout(() => {
      statusBox.current?.scrollIntoView({ block: "center" });
      statusBox.current?.focus({ preventScroll: true });
    }, statusScrollDelayMs);
    return () => clearTimeout(timer);
  }, [status]);

  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      clearDraft(sessionDraftStorage());
      pending.current = null;
      setValues(emptyValues);
      if (honeypot.current) honeypot.current.value = "";
      setShowFieldErrors(false);
      setStatus({ kind: "success" });
      showToast("success", t("messageSent"), t("messageSentDescription"));
    },
    onError: (error) => {
      if (error instanceof ContactHttpError) setServerErrors(error.fieldErrors);
      const online = typeof navigator === "undefined" || navigator.onLine !== false;
      setStatus({ kind: "error", text: failureText(classifySendError(error, online), t) });
      showToast("error", t("errorTitle"), t("sendFailed"));
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const setValue = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // The toaster loads while the visitor types, so it is ready (even offline) when a send ends.
    setToasterNeeded(true);
    if (serverErrors[field]) setServerErrors((current) => ({ ...current, [field]: undefined }));
    saveDraft(sessionDraftStorage(), { values: next, pending: pending.current });
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
    if (sending.current) return;
    setStatus({ kind: "idle" });
    setServerErrors({});
    setShowFieldErrors(true);

    const validation = validateContactForm(values);
    const problem = submitCheck(values);
    if (!validation.ok || problem) {
      const firstInvalid = validation.ok
        ? "email"
        : contactFields.find((field) => validation.errors[field] !== undefined);
      if (firstInvalid) fieldElements.current[firstInvalid]?.focus();
      setStatus({ kind: "invalid", text: problem ? t(problem) : messageText("validationFailed") });
      return;
    }
    if (consentGateEnabled && !consent.analyticsAllowed) {
      setStatus({ kind: "consentRequired" });
      return;
    }

    pending.current = keyForSend(pending.current, validation.value, newId);
    saveDraft(sessionDraftStorage(), { values, pending: pending.current });
    sending.current = true;
    mutation.mutate(
      buildContactRequest(
        {
          values: validation.value,
          honeypot: honeypot.current?.value ?? "",
          lang,
          requestId: newId(),
          idempotencyKey: pending.current.key,
          timestamp: new Date().toISOString(),
        },
        siteConfig.contactEndpoint,
      ),
    );
  };

  // Accepting analytics in the settings lifts the gate; the visitor submits again, nothing retyped.
  const visibleStatus: FormStatus =
    status.kind === "consentRequired" && consent.analyticsAllowed ? { kind: "idle" } : status;

  return {
    values,
    setValue,
    fieldErrors,
    status: visibleStatus,
    isSending: mutation.isPending,
    submit,
    registerField,
    toasterNeeded,
    honeypotRef: honeypot,
    statusBoxRef: statusBox,
  };
}
