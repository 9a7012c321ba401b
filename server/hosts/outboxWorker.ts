import path from "node:path";
import type { ServerConfig } from "../config/serverConfig";
import type { Logger } from "../logger";
import type { Stores } from "./stores";
import type { Features } from "./features";
import { DeliveryWorker } from "../delivery/deliveryWorker";
import { fileTransport, smtpTransport, type MailTransport } from "../delivery/mail/transport";

/** SMTP when configured, else .eml files in the data folder (the embedded default). */
export function mailTransportFor(config: ServerConfig, logger: Logger): MailTransport {
  return config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl)
    : fileTransport(path.join(config.dataDir, "mail"), logger);
}

/**
 * The outbox worker as the settings describe it, for a long-lived loop or a one-shot run.
 * `requestsInProgress` is given where the worker shares its process with the API.
 */
export function outboxWorker(
  config: ServerConfig,
  stores: Stores,
  transport: MailTransport,
  logger: Logger,
  jobs: Pick<Features, "renderings" | "periodicJobs">,
  requestsInProgress?: () => boolean,
): DeliveryWorker {
  return new DeliveryWorker({
    messages: stores.messages,
    transport,
    logger,
    mail: {
      from: config.mail.from,
      to: config.mail.to,
      inboxLang: config.mail.inboxLang,
      productName: config.site.productName,
    },
    leads: config.leads,
    renderings: jobs.renderings,
    periodicJobs: jobs.periodicJobs,
    pollMs: config.outbox.pollMs,
    leaseMs: config.outbox.leaseMs,
    batchSize: config.outbox.batchSize,
    requestsInProgress,
    schedule: { baseMs: config.outbox.retryBaseMs, capMs: config.outbox.retryCapMs },
  });
}
