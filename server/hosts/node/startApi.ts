import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Hono } from "hono";
import type { ServerConfig } from "../../config/serverConfig";
import { contactService } from "../../contact/acceptContactMessage";
import { emailSenderRoutes } from "../../contact/emailSenderRoute";
import type { ContactEnv } from "../../contact/requestGuards";
import { MemoryRateLimiter } from "../../contact/rateLimiter";
import type { Logger } from "../../logger";
import { fileTransport, smtpTransport } from "../../delivery/mail/transport";
import { DeliveryWorker } from "../../delivery/deliveryWorker";
import { outboxJobsFor } from "../../delivery/outboxJobsFor";
import { startRetention } from "../../delivery/retention";
import { openStorage } from "../../storage/openStorage";
import type { Storage } from "../../storage/storage";

export interface Api {
  storage: Storage;
  routes: Hono<ContactEnv>;
  worker: DeliveryWorker;
  close: () => Promise<void>;
}

/** Storage, the emailSender route and the outbox worker that delivers what the route stores. */
export async function startApi(config: ServerConfig, logger: Logger): Promise<Api> {
  const storage = await openStorage(config, logger);
  const mailDir = path.join(config.dataDir, "mail");
  const transport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl)
    : fileTransport(mailDir, logger);
  logger.info(
    config.mail.smtpUrl
      ? `Storage: ${storage.kind}; mail is sent over SMTP`
      : `Storage: ${storage.kind}; no SMTP_URL, so mail is written as .eml files to ${mailDir}`,
  );
  const { webhooks, slack } = config.leads;
  if (webhooks.length > 0 || slack) {
    logger.info(
      { webhooks: webhooks.map((webhook) => webhook.label), slack: slack?.label ?? null },
      "Leads also go to webhook targets and Slack",
    );
  }
  const worker = new DeliveryWorker({
    storage,
    transport,
    logger,
    mail: { from: config.mail.from, to: config.mail.to, inboxLang: config.mail.inboxLang },
    leads: config.leads,
    pollMs: config.outbox.pollMs,
    leaseMs: config.outbox.leaseMs,
    batchSize: config.outbox.batchSize,
    schedule: { baseMs: config.outbox.retryBaseMs, capMs: config.outbox.retryCapMs },
  });
  const retention = startRetention(storage, config.retentionDays, logger);
  await retention.done;
  const clientHashKey = await storage.secret("client-hash-key", () =>
    randomBytes(32).toString("hex"),
  );
  const accept = contactService({
    storage,
    limiter: new MemoryRateLimiter(config.contact.rateLimits),
    clientHashKey,
    deliveries: outboxJobsFor(config),
    giveUpAfterMs: config.outbox.giveUpAfterMs,
    onStored: () => worker.nudge(),
  });
  const routes = emailSenderRoutes({ config, accept });
  worker.start();
  return {
    storage,
    routes,
    worker,
    close: async () => {
      retention.stop();
      await worker.stop();
      transport.close();
      await storage.close();
    },
  };
}
