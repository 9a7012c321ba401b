import { randomUUID } from "node:crypto";
import type { NewMessage } from "../../server/storage/storage";

/** A minimal message as the endpoint stores it at `now`, for tests that write to storage directly. */
export function storedMessage(now: number, deliverForMs: number): NewMessage {
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
