import type { ClaimedJob } from "../storage/storage";
import { sendSlack, sendWebhook, webhookTargetOf, type LeadChannels } from "./leads/sendLead";
import { renderMail, type MailSettings } from "./mail/renderMail";
import type { MailTransport } from "./mail/transport";

/** What a delivery goes through: the mail transport and the configured lead channels. */
export interface Channels {
  transport: MailTransport;
  mail: MailSettings;
  leads: LeadChannels;
  now: () => number;
}

/** One attempt at one job, on its channel; throws a `DeliveryError` (or any error) on failure. */
export function sendJob(job: ClaimedJob, { transport, mail, leads, now }: Channels): Promise<void> {
  switch (job.kind) {
    case "notification":
    case "confirmation":
      return transport.send(renderMail(job.kind, job.message, mail));
    case "webhook":
      return sendWebhook(webhookTargetOf(leads, job.target), job.message, now);
    case "slack":
      return sendSlack(leads, job.message, mail.inboxLang, now);
  }
}

/** How logs name a job's receiver: an origin and a short hash, never the URL's path or token. */
export function receiverLabel(job: ClaimedJob, leads: LeadChannels): string | undefined {
  if (job.kind === "slack") return leads.slack?.label;
  if (job.kind !== "webhook") return undefined;
  return leads.webhooks.find((webhook) => webhook.key === job.target)?.label ?? job.target;
}

export const deliveredMessage: Record<ClaimedJob["kind"], string> = {
  notification: "outbox: mail sent",
  confirmation: "outbox: mail sent",
  webhook: "outbox: webhook delivered",
  slack: "outbox: Slack summary posted",
};
