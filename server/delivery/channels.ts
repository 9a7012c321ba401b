import type { ServerConfig } from "../config/serverConfig";
import type { BookingJobKind, JobKind, MailKind, OutboxJobSpec } from "../storage/outboxJobs";
import type { ClaimedJob } from "../storage/storage";
import {
  sendSlack,
  sendWebhook,
  webhookLabel,
  webhookName,
  webhookTargetOf,
  type LeadChannels,
} from "./leads/sendLead";
import { renderMail, type MailSettings } from "./mail/renderMail";
import type { MailTransport } from "./mail/transport";

/** What a delivery goes through: the mail transport and the configured lead channels. */
export interface Channels {
  transport: MailTransport;
  mail: MailSettings;
  leads: LeadChannels;
  now: () => number;
}

/** Everything the server does with one kind of outbox job, in one place. */
export interface JobHandler {
  /** One attempt; throws a `DeliveryError` (or any error) on failure. */
  send(job: ClaimedJob, channels: Channels): Promise<void>;
  /** How `leads show` names where the job goes. */
  describe(target: string, leads: LeadChannels): string;
  /** How logs name the receiver: an origin and a short hash, never a URL's path or token. */
  receiver(target: string, leads: LeadChannels): string | undefined;
  /** Whose failures are counted together in the logs: every mail shares the one SMTP server. */
  failureGroup(target: string): string;
  /** The log line of a delivered job. */
  delivered: string;
}

const only = (kind: JobKind, wanted: boolean): OutboxJobSpec[] =>
  wanted ? [{ kind, target: "" }] : [];

/** A message's own handlers, with the jobs of each kind an accepted message gets. */
type LeadHandler = JobHandler & {
  jobs(config: Pick<ServerConfig, "mail" | "leads">): OutboxJobSpec[];
};

/** Both mails: rendered from the stored message, sent through the mail transport. */
function mailHandler(
  kind: MailKind,
  description: string,
  wanted: (config: Pick<ServerConfig, "mail">) => boolean,
): LeadHandler {
  return {
    jobs: (config) => only(kind, wanted(config)),
    send: (job, { transport, mail }) => transport.send(renderMail(kind, job.message, mail)),
    describe: () => description,
    receiver: () => undefined,
    failureGroup: () => "mail",
    delivered: "outbox: mail sent",
  };
}

/** One handler per kind of a message's own jobs, in the order they are created. */
const leadHandlers: Record<Exclude<JobKind, BookingJobKind>, LeadHandler> = {
  notification: mailHandler("notification", "mail to the inbox", () => true),
  confirmation: mailHandler(
    "confirmation",
    "mail to the visitor",
    (config) => config.mail.confirmation,
  ),
  webhook: {
    jobs: (config) =>
      config.leads.webhooks.map((webhook) => ({ kind: "webhook", target: webhook.key })),
    send: (job, { leads, now }) =>
      sendWebhook(webhookTargetOf(leads, job.target), job.message, now),
    describe: (target, leads) => `webhook ${webhookName(target, leads)}`,
    receiver: (target, leads) => webhookLabel(target, leads) ?? target,
    failureGroup: (target) => `webhook:${target}`,
    delivered: "outbox: webhook delivered",
  },
  slack: {
    jobs: (config) => only("slack", config.leads.slack !== null),
    send: (job, { leads, mail, now }) => sendSlack(leads, job.message, mail.inboxLang, now),
    describe: () => "slack",
    receiver: (_target, leads) => leads.slack?.label,
    failureGroup: () => "slack",
    delivered: "outbox: Slack summary posted",
  },
};

/**
 * Every job kind's handler (the record's type makes a kind without one a type error): a
 * message's own, and the booking feature's, which its host hands in.
 */
export type JobHandlers = Record<JobKind, JobHandler>;

export function jobHandlers(bookingHandlers: Record<BookingJobKind, JobHandler>): JobHandlers {
  return { ...leadHandlers, ...bookingHandlers };
}

/** The outbox jobs every accepted message gets: one per configured channel and target. */
export function outboxJobsFor(config: Pick<ServerConfig, "mail" | "leads">): OutboxJobSpec[] {
  return Object.values(leadHandlers).flatMap((handler) => handler.jobs(config));
}
