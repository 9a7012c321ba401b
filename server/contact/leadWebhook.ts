import { contactFieldsOf } from "../../common/contact/contactFields";
import { auditIsSoon, weeksUntilAudit } from "../../common/contact/qualification";
import type { StoredMessage } from "../storage/storage";

const webhookEventType = "contact.message.created";

/** Standard Webhooks message id: the same on every attempt, so receivers can deduplicate. */
export function webhookIdOf(message: StoredMessage): string {
  return `msg_${message.id}`;
}

/**
 * The body, identical on every attempt: built from the stored message only, a close audit
 * reckoned from its arrival (docs/deliveries.md#lead-webhooks).
 */
export function webhookBody(message: StoredMessage, soonWeeks: number): string {
  const answers = message.qualification;
  return JSON.stringify({
    type: webhookEventType,
    timestamp: new Date(message.createdAt).toISOString(),
    data: {
      id: message.id,
      ...contactFieldsOf(message.fields),
      lang: message.lang,
      submittedAt: message.submittedAt,
      source: message.source,
      standards: answers.standards,
      nextAudit: answers.nextAudit,
      auditInWeeks: weeksUntilAudit(answers, message.createdAt),
      auditSoon: auditIsSoon(answers, message.createdAt, soonWeeks),
    },
  });
}
