import { messageParams } from "../../common/contact/contactMessage";
import type { Translate } from "../../common/i18n/translate";
import type { ContactOutcome } from "./acceptContactMessage";
import type { ContactEndpointText } from "./copy";

export interface JsonAnswer {
  status: 200 | 400 | 409 | 422 | 429 | 503;
  body:
    | { ok: true; id: string; booking?: string }
    | { message: string; errors?: Record<string, string> };
  headers?: Record<string, string>;
}

/**
 * The JSON answer to an outcome, in the visitor's language (docs/product.md#error-catalogue);
 * `email` is the site's address, which a refusal offers instead.
 */
export function jsonAnswer(
  outcome: ContactOutcome,
  t: Translate<ContactEndpointText>,
  email: string,
): JsonAnswer {
  const refuse = (status: JsonAnswer["status"], message: string): JsonAnswer => ({
    status,
    body: { message },
  });
  switch (outcome.kind) {
    case "accepted": {
      const { id, bookingToken } = outcome;
      return {
        status: 200,
        body: bookingToken ? { ok: true, id, booking: bookingToken } : { ok: true, id },
      };
    }
    case "replayed":
      return {
        status: 200,
        body: { ok: true, id: outcome.id },
        headers: { "Idempotent-Replayed": "true" },
      };
    case "notAnObject":
      return refuse(400, t("bodyInvalid"));
    case "invalid": {
      const errors = Object.fromEntries(
        Object.entries(outcome.errors).map(([name, key]) => [name, t(key, messageParams(key))]),
      );
      return { status: 400, body: { message: t("validationFailed"), errors } };
    }
    case "invalidIdempotencyKey":
      return refuse(400, t("invalidIdempotencyKey"));
    case "idempotencyMismatch":
      return refuse(422, t("idempotencyMismatch"));
    case "inProgress":
      return refuse(409, t("idempotencyInProgress"));
    case "rateLimited": {
      const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
      return {
        ...refuse(429, t("rateLimited", { minutes, email })),
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      };
    }
    case "storageUnavailable":
      return refuse(503, t("storageUnavailable", { email }));
  }
}
