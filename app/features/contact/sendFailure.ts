import type { TextKey, Translate } from "../../../common/i18n/translate";
import type contactCopy from "@content/pages/contact.json";
import { ContactHttpError, OfflineError, UnreadableAnswerError } from "./sendContactMessage";

/** What a failed send can be, each with its own text (docs/product.md#error-catalogue). */
export type SendFailure =
  | { kind: "timeout" }
  | { kind: "network" }
  | { kind: "http"; status: number; statusText: string; serverMessage?: string }
  | { kind: "other"; message?: string };

const networkMessages = /NetworkError|Failed to fetch|Load failed/;

function isAbort(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")
  );
}

/**
 * Any TypeError from fetch is a network error (Chrome "Failed to fetch", Firefox "NetworkError
 * when attempting to fetch resource.", Safari "Load failed"), and so is any failure while the
 * browser says it is offline (docs/product.md#error-catalogue).
 */
export function classifySendError(error: unknown, online: boolean): SendFailure {
  if (error instanceof ContactHttpError) {
    return {
      kind: "http",
      status: error.status,
      statusText: error.statusText,
      ...(error.serverMessage === undefined ? {} : { serverMessage: error.serverMessage }),
    };
  }
  if (isAbort(error)) return { kind: "timeout" };
  if (!online || error instanceof TypeError || error instanceof OfflineError) {
    return { kind: "network" };
  }
  if (error instanceof Error && networkMessages.test(error.message)) return { kind: "network" };
  if (error instanceof UnreadableAnswerError) return { kind: "other" };
  if (error instanceof Error && error.message.trim() !== "") {
    return { kind: "other", message: error.message };
  }
  return { kind: "other" };
}

/** The text the red box shows for a failure, in the page's language. */
export function failureText(
  failure: SendFailure,
  t: Translate<TextKey<(typeof contactCopy)["en"]>>,
): string {
  switch (failure.kind) {
    case "timeout":
      return t("timeout");
    case "network":
      return t("connectionError");
    case "http":
      if (failure.serverMessage) return failure.serverMessage;
      return failure.statusText.trim() === ""
        ? t("httpErrorNoText", { status: failure.status })
        : t("httpError", { status: failure.status, statusText: failure.statusText });
    case "other":
      return failure.message ?? t("unknownError");
  }
}
