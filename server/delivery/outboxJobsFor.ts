import type { ServerConfig } from "../config/serverConfig";
import type { OutboxJobSpec } from "../storage/outboxJobs";

/** The outbox jobs every accepted message gets: one per configured channel and target. */
export function outboxJobsFor(config: Pick<ServerConfig, "mail" | "leads">): OutboxJobSpec[] {
  return [
    { kind: "notification", target: "" },
    ...(config.mail.confirmation ? [{ kind: "confirmation" as const, target: "" }] : []),
    ...config.leads.webhooks.map((webhook) => ({ kind: "webhook" as const, target: webhook.key })),
    ...(config.leads.slack ? [{ kind: "slack" as const, target: "" }] : []),
  ];
}
