import { messageParams } from "../../common/contact/contactMessage";
import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import { messageSentPaths } from "../../common/messageSentPaths";
import { bookingPageLink } from "../../common/bookingPath";
import type { ContactOutcome } from "./acceptContactMessage";
import type { AnswerSite } from "../http/pageDocument";
import type { AnswerPageContent } from "./answerPage";
import { contactEndpointCopy } from "./copy";

export type PlainAnswer =
  | { status: 303; location: string }
  | {
      status: 400 | 409 | 422 | 429 | 503;
      page: AnswerPageContent;
      headers?: Record<string, string>;
    };

/**
 * The answer to the plain HTML form (docs/product.md#what-the-endpoint-promises): a stored
 * message goes on to the prerendered "message sent" page, a refusal gets a readable page.
 */
export function plainAnswer(
  outcome: ContactOutcome,
  lang: Lang,
  siteOrigin: string,
  site: AnswerSite,
): PlainAnswer {
  const t = translator(contactEndpointCopy, lang);
  const page = (reason: string, needsChanges: boolean, fieldProblems: string[] = []) => ({
    lang,
    reason,
    fieldProblems,
    needsChanges,
    siteOrigin,
    site,
  });
  const email = site.email;
  switch (outcome.kind) {
    case "accepted":
      // With a calendar, the booking page (on this server) says the message was sent and
      // offers the slots, without scripts.
      if (outcome.bookingToken) {
        return { status: 303, location: bookingPageLink(outcome.bookingToken, lang) };
      }
      return { status: 303, location: `${siteOrigin}${messageSentPaths[lang]}` };
    case "replayed":
      return { status: 303, location: `${siteOrigin}${messageSentPaths[lang]}` };
    case "notAnObject":
      return { status: 400, page: page(t("bodyInvalid"), true) };
    case "invalid": {
      const problems = Object.values(outcome.errors).map((key) => t(key, messageParams(key)));
      return { status: 400, page: page(t("validationFailed"), true, problems) };
    }
    case "invalidIdempotencyKey":
      return { status: 400, page: page(t("invalidIdempotencyKey"), false) };
    case "idempotencyMismatch":
      return { status: 422, page: page(t("idempotencyMismatch"), false) };
    case "inProgress":
      return { status: 409, page: page(t("idempotencyInProgress"), false) };
    case "rateLimited": {
      const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
      return {
        status: 429,
        page: page(t("rateLimited", { minutes, email }), false),
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      };
    }
    case "storageUnavailable":
      return { status: 503, page: page(t("storageUnavailable", { email }), false) };
  }
}
