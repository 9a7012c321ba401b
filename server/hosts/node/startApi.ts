import { getConnInfo } from "@hono/node-server/conninfo";
import path from "node:path";
import type { Hono } from "hono";
import type { ServerConfig } from "../../config/serverConfig";
import type { Logger } from "../../logger";
import type { DeliveryWorker } from "../../delivery/deliveryWorker";
import type { RetentionSweep } from "../../delivery/retention";
import type { BookingHealth } from "../../http/health";
import { apiApp } from "../apiApp";
import { assembleFeatures } from "../features";
import { mailTransportFor, outboxWorker } from "../outboxWorker";
import { startRetention } from "../../delivery/retention";
import { RequestsInProgress } from "../../http/requestsInProgress";
import { openStores } from "../openStores";
import type { Stores } from "../stores";
import type { PageServed } from "../../http/serveSite";
import type { AppEnv } from "../../http/requestContext";

export interface Api {
  stores: Stores;
  routes: Hono<AppEnv>;
  worker: DeliveryWorker;
  requests: RequestsInProgress;
  healthTimeoutMs: number;
  /** Health's booking counts, when demo bookings are offered (a calendar is configured). */
  bookings?: BookingHealth;
  /** The registered retention sweeps this server runs on start and daily. */
  sweeps: RetentionSweep[];
  /** Counts each page served, unless the build's pages report their own loads. */
  pageServed?: PageServed;
  /** The hosts whose calendar failed at its last read, for health. */
  unreadableHosts?: () => string[];
  close: () => Promise<void>;
}

/** Stores, the contact endpoint and the outbox worker that delivers what the route stores. */
export async function startApi(config: ServerConfig, logger: Logger): Promise<Api> {
  const stores = await openStores(config, logger);
  const transport = mailTransportFor(config, logger);
  logger.info(
    config.mail.smtpUrl
      ? `Stores: ${stores.engine.kind}; mail is sent over SMTP`
      : `Stores: ${stores.engine.kind}; no SMTP_URL, so mail is written as .eml files to ${path.join(config.dataDir, "mail")}`,
  );
  const { webhooks, slack } = config.leads;
  if (webhooks.length > 0 || slack) {
    logger.info(
      { webhooks: webhooks.map((webhook) => webhook.label), slack: slack?.label ?? null },
      "Leads also go to webhook targets and Slack",
    );
  }
  if (config.booking) {
    logger.info(
      `Demo bookings on; the cancel and reschedule links in mails lead to ${config.linkOrigin} (LINK_ORIGIN sets another)`,
    );
  }
  const requests = new RequestsInProgress();
  const features = assembleFeatures(config, stores);
  const worker = outboxWorker(config, stores, transport, logger, features, () => requests.any);
  const retention = startRetention(features.sweeps, logger);
  await retention.done;
  const { routes, limiter } = await apiApp(config, stores, features, {
    connInfo: getConnInfo,
    onStored: () => worker.nudge(),
  });
  worker.start();
  return {
    stores,
    routes,
    worker,
    requests,
    healthTimeoutMs: config.healthTimeoutMs,
    bookings: features.bookingHealth,
    sweeps: features.sweeps,
    pageServed: features.visits.pageServed,
    unreadableHosts: features.unreadableHosts,
    close: async () => {
      retention.stop();
      await worker.stop();
      transport.close();
      await limiter.close();
      await stores.engine.close();
    },
  };
}
