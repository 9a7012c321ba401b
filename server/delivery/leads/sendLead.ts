import { Webhook } from "standardwebhooks";
import type { LeadTarget, WebhookTarget } from "../../config/leadTargets";
import { DeliveryError } from "../deliveryError";
import { postJson } from "./postJson";

/** Where the chat and webhook channels send, as configured; a job whose target is gone fails for good. */
export interface LeadChannels {
  webhooks: WebhookTarget[];
  slack: LeadTarget | null;
  /** A Microsoft Teams "Workflows" incoming webhook (TEAMS_WEBHOOK_URL). */
  teams?: LeadTarget | null;
}

/** How the operator and the logs name a webhook target: its configured label. */
export const webhookLabel = (target: string, leads: LeadChannels) =>
  leads.webhooks.find((webhook) => webhook.key === target)?.label;

/** The operator's name for a webhook target: its label, or a short key once it is gone. */
export const webhookName = (target: string, leads: LeadChannels) =>
  webhookLabel(target, leads) ?? `#${target.slice(0, 8)} (no longer configured)`;

export function webhookTargetOf(channels: LeadChannels, key: string): WebhookTarget {
  const target = channels.webhooks.find((webhook) => webhook.key === key);
  if (!target) throw new DeliveryError("target no longer configured in LEAD_WEBHOOKS", true);
  return target;
}

/** A Standard Webhooks POST of `body` under `id`, signed with the target's secret. */
export async function postSigned(
  target: WebhookTarget,
  id: string,
  body: string,
  now: () => number,
): Promise<void> {
  const sentAt = new Date(now());
  await postJson(
    target.url,
    body,
    {
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": new Webhook(target.secret).sign(id, sentAt, body),
    },
    now,
  );
}

/** One Slack incoming-webhook POST of a prepared body. */
export async function postSlack(
  channels: LeadChannels,
  body: string,
  now: () => number,
): Promise<void> {
  if (!channels.slack) {
    throw new DeliveryError("LEAD_SLACK_WEBHOOK_URL is no longer configured", true);
  }
  await postJson(channels.slack.url, body, {}, now);
}
