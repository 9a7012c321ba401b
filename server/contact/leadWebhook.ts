import { contactFieldsOf } from "../../common/contact/contactFields";
import type { StoredMessage } from "../storage/storage";

const webhookEventType = "contact.message.created";

/** Standard Webhooks message id: the same on every attempt, so receivers can deduplicate. */
export function webhookIdOf(message: StoredMessage): string {
  return `msg_${message.id}`;
}

/** The body, identical on every attempt: built from the stored message only. */
export function webhookBody(message: StoredMessage): string {
  return JSON.stringify({
    type: webhookEventType,
    timestamp: new Date(message.createdAt).toISOString(),
    data: {
      id: message.id,
      ...contactFieldsOf(message.fields),
      lang: message.lang,
      submittedAt: message.submittedAt,
      source: message.source,
    },
  });
}
