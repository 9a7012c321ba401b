import { describe, expect, it } from "vitest";
import { translator } from "../../../common/i18n/translate";
import contactCopy from "@content/pages/contact.json";
import { classifySendError, failureText } from "./sendFailure";
import { ContactHttpError, OfflineError, UnreadableAnswerError } from "./sendContactMessage";

const en = translator(contactCopy, "en");
const nl = translator(contactCopy, "nl");
const shown = (error: unknown, online = true, t = en) =>
  failureText(classifySendError(error, online), t);

describe("error catalogue (docs/product.md#error-catalogue)", () => {
  it("timeout", () => {
    const timeout = new DOMException("timed out", "TimeoutError");
    expect(shown(timeout)).toBe("The request took too long. Please try again.");
    expect(shown(new DOMException("aborted", "AbortError"))).toBe(
      "The request took too long. Please try again.",
    );
    expect(shown(timeout, true, nl)).toBe("Het verzoek duurde te lang. Probeer het opnieuw.");
  });

  it.each([
    ["Chrome", new TypeError("Failed to fetch")],
    ["Firefox", new TypeError("NetworkError when attempting to fetch resource.")],
    ["Safari", new TypeError("Load failed")],
    ["any other TypeError", new TypeError("fetch failed")],
    ["a NetworkError message", new Error("NetworkError: connection reset")],
  ])("network error from %s", (_browser, error) => {
    expect(shown(error)).toBe("Connection error. Please check your internet connection.");
    expect(shown(error, true, nl)).toBe("Verbindingsfout. Controleer uw internetverbinding.");
  });

  it("any failure while the browser is offline is a connection error", () => {
    expect(shown(new OfflineError())).toBe(
      "Connection error. Please check your internet connection.",
    );
    expect(shown(new Error("whatever"), false)).toBe(
      "Connection error. Please check your internet connection.",
    );
  });

  it("a non-OK answer shows the server's message, else status and status text", () => {
    expect(shown(new ContactHttpError(500, "Internal Server Error", "Mail is down, sorry."))).toBe(
      "Mail is down, sorry.",
    );
    expect(shown(new ContactHttpError(429, "Too Many Requests", "Try again in 60 s."))).toBe(
      "Try again in 60 s.",
    );
    expect(shown(new ContactHttpError(502, "Bad Gateway", undefined))).toBe(
      "Error 502: Bad Gateway",
    );
    expect(shown(new ContactHttpError(502, "Bad Gateway", undefined), true, nl)).toBe(
      "Fout 502: Bad Gateway",
    );
    // HTTP/2 has no status text.
    expect(shown(new ContactHttpError(503, "", undefined))).toBe("Error 503");
  });

  it("any other failure shows its message, or the generic one", () => {
    expect(shown(new Error("Something odd happened"))).toBe("Something odd happened");
    expect(shown(new Error(""))).toBe("An error occurred while sending your message.");
    expect(shown("a string was thrown")).toBe("An error occurred while sending your message.");
    expect(shown(new UnreadableAnswerError())).toBe(
      "An error occurred while sending your message.",
    );
    expect(shown(undefined, true, nl)).toBe(
      "Er is een fout opgetreden bij het versturen van uw bericht.",
    );
  });

  it("has the toast's generic failure text", () => {
    expect(en("sendFailed")).toBe(
      "Failed to send message. Please try again or contact us directly.",
    );
  });
});
