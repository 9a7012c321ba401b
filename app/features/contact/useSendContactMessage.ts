import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import type { ContactFormValues } from "../../../common/contact/contactMessage";
import type { Qualification } from "../../../common/contact/qualification";
import { siteConfig } from "../../../common/siteConfig";
import type { BookingOffer } from "../booking";
import { leadSourceNow } from "../lead-source";
import { useCopy } from "../../i18n/useCopy";
import contactCopy from "@content/pages/contact.json";
import {
  buildContactRequest,
  ContactHttpError,
  newId,
  sendContactMessage,
  type PreparedRequest,
  type ServerFieldErrors,
} from "./sendContactMessage";
import { classifySendError, failureText } from "./sendFailure";

/** A failed send as the form shows it: the red box's text and the server's per-field texts. */
export interface FailedSend {
  text: string;
  fieldErrors?: ServerFieldErrors;
}

/** The request waits for the invisible check's proof (at most a short bound), then goes. */
const send = async (request: Promise<PreparedRequest>) =>
  sendContactMessage(await request, { timeoutMs: siteConfig.contactTimeoutMs });

/**
 * Shows a failure toast with Sonner, loaded on first use (see ContactToaster). A toast shown
 * before the toaster is in the page is kept by Sonner and appears when it mounts. If Sonner cannot
 * load, there is no toast; the error box above the form carries the same message. Success has no
 * toast: the success box, focused and announced, is its one confirmation (docs/decisions/0867).
 */
function showErrorToast(title: string, description: string): void {
  import("sonner").then(
    ({ toast }) => toast.error(title, { description }),
    () => undefined,
  );
}

/** The one call (docs/product.md#the-one-call) and its failure toast; the form decides what else changes. */
export function useSendContactMessage(handlers: {
  /** `booking`: the message's capability and the endpoint's server, when it offers demo bookings. */
  onSuccess: (booking: BookingOffer | null) => void;
  onError: (failure: FailedSend) => void;
}) {
  const { t, lang } = useCopy(contactCopy);
  const sending = useRef(false);

  const mutation = useMutation({
    mutationFn: send,
    onSuccess: ({ booking }) => {
      const endpoint = new URL(siteConfig.contactEndpoint, window.location.href).href;
      handlers.onSuccess(booking ? { token: booking, endpoint } : null);
    },
    onError: (error) => {
      const online = typeof navigator === "undefined" || navigator.onLine !== false;
      handlers.onError({
        text: failureText(classifySendError(error, online), t),
        ...(error instanceof ContactHttpError ? { fieldErrors: error.fieldErrors } : {}),
      });
      showErrorToast(t("errorTitle"), t("sendFailed"));
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  return {
    /** True from the call until it settles, before React re-renders the disabled button. */
    inFlight: () => sending.current,
    isSending: mutation.isPending,
    send: (
      values: ContactFormValues,
      {
        proof,
        ...extras
      }: {
        honeypot: string;
        idempotencyKey: string;
        proof: Promise<string | undefined>;
        answers: Qualification;
      },
    ) => {
      sending.current = true;
      const input = {
        values,
        ...extras,
        lang,
        requestId: newId(),
        timestamp: new Date().toISOString(),
        source: leadSourceNow(),
      };
      mutation.mutate(
        proof.then((solved) =>
          buildContactRequest({ ...input, proof: solved }, siteConfig.contactEndpoint),
        ),
      );
    },
  };
}
