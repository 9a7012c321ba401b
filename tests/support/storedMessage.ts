import { randomUUID } from "node:crypto";
import type { MessageFields, StoredMessage } from "../../server/storage/messages";
import type { NewMessage } from "../../server/storage/storage";
import { noQualification, type Qualification } from "../../common/contact/qualification";

/** A minimal message as the endpoint stores it at `now`, for tests that write to storage directly. */
export function storedMessage(
  now: number,
  deliverForMs: number,
): NewMessage & { qualification: Qualification } {
  return {
    id: randomUUID(),
    fields: {
      firstName: "A",
      lastName: "B",
      email: "a@b.nl",
      company: "C",
      phone: "",
      message: "M",
    },
    lang: "en",
    submittedAt: new Date(now).toISOString(),
    form: "enhanced",
    source: {},
    qualification: noQualification,
    requestId: "r",
    idempotencyKey: null,
    fingerprint: "f",
    clientHash: "h",
    quarantined: false,
    jobs: [{ event: "lead", channel: "mail", target: "inbox" }],
    now,
    deliverUntil: now + deliverForMs,
  };
}

/**
 * A message as storage gives it back, for tests of what is rendered from one (mails, notices,
 * webhooks): Anna de Vries of a cheese maker unless `overrides` say otherwise.
 */
export function aStoredMessage(
  overrides: Partial<Omit<StoredMessage, "fields">> & { fields?: Partial<MessageFields> } = {},
): StoredMessage {
  const { fields, ...rest } = overrides;
  return {
    id: "m-1",
    fields: {
      firstName: "Anna",
      lastName: "de Vries",
      email: "anna@example.nl",
      company: "Kaas B.V.",
      phone: "",
      message: "We prepare for BRCGS in March.",
      ...fields,
    },
    lang: "en",
    submittedAt: "2026-01-15T09:00:00.000Z",
    form: "enhanced",
    source: {},
    qualification: noQualification,
    requestId: "r",
    idempotencyKey: null,
    fingerprint: "f",
    clientHash: "h",
    status: "pending",
    attempts: 0,
    lastError: null,
    createdAt: Date.UTC(2026, 0, 15, 9),
    updatedAt: Date.UTC(2026, 0, 15, 9),
    ...rest,
  };
}
