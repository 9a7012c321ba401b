import type { StoredMessage } from "../../storage/storage";

const webhookEventType = "contact.message.created";

/** Standard Webhooks message id: the same on every attempt, so receivers can deduplicate. */
export function webhookIdOf(message: StoredMessage): string {
  return `msg_${message.id}`;
}

/** The body, identical on every attempt: built from the stored message only. */
export function webhookBody(message: StoredMessage): string {
  const f = message.fields;
  return JSON.stringify({
    type: webhookEventType,
    timestamp: new Date(message.createdAt).toISOString(),
    data: {
      id: message.id,
      firstName: f.firstName,
      lastName: f.lastName,
      email: f.email,
      company: f.company,
      phone: f.phone,
      message: f.message,
      lang: message.lang,
      submittedAt: message.submittedAt,
    },
  });
}
