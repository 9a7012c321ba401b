import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import type { GetConnInfo } from "hono/conninfo";
import type { ServerConfig } from "../config/serverConfig";
import { outboxJobsFor } from "../delivery/outboxJobsFor";
import type { Logger } from "../logger";
import type { Storage } from "../storage/storage";
import { contactService } from "./acceptContactMessage";
import { emailSenderRoutes } from "./emailSenderRoute";
import { memoryRateLimiter, postgresRateLimiter, type RateLimiter } from "./rateLimiter";
import type { ContactEnv } from "./requestGuards";

export interface ContactApi {
  routes: Hono<ContactEnv>;
  limiter: RateLimiter;
}

/**
 * The emailSender routes with their service and rate limits, as every host (the Node server, the
 * function) composes them. With PostgreSQL the limits live in the database, shared by every
 * instance; with SQLite (one instance) they stay in the process.
 */
export async function contactApi(
  config: ServerConfig,
  storage: Storage,
  logger: Logger,
  host: { connInfo: GetConnInfo; onStored: () => void },
): Promise<ContactApi> {
  const limiter = config.databaseUrl
    ? await postgresRateLimiter(
        config.contact.rateLimits,
        { url: config.databaseUrl, timeoutMs: config.storageTimeoutMs },
        (error) =>
          logger.warn({ err: error.message }, "rate limits: an idle database connection was lost"),
      )
    : memoryRateLimiter(config.contact.rateLimits);
  const clientHashKey = await storage.secret("client-hash-key", () =>
    randomBytes(32).toString("hex"),
  );
  const accept = contactService({
    storage,
    limiter,
    clientHashKey,
    deliveries: outboxJobsFor(config),
    giveUpAfterMs: config.outbox.giveUpAfterMs,
    onStored: host.onStored,
    timeoutMs: config.storageTimeoutMs,
  });
  return { routes: emailSenderRoutes({ config, accept, connInfo: host.connInfo }), limiter };
}
