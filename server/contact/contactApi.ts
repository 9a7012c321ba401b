import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import type { GetConnInfo } from "hono/conninfo";
import type { ServerConfig } from "../config/serverConfig";
import { leadJobs } from "./leadRenderings";
import { PostgresStorage } from "../storage/postgresStorage";
import type { Storage } from "../storage/storage";
import { contactService } from "./acceptContactMessage";
import { contactRoutes } from "./contactRoutes";
import { memoryRateLimiter, postgresRateLimiter, type RateLimiter } from "./rateLimiter";
import type { ContactEnv } from "./requestGuards";

export interface ContactApi {
  routes: Hono<ContactEnv>;
  limiter: RateLimiter;
}

/**
 * The contact routes with their service and rate limits, as a host assembles them. With
 * PostgreSQL the limits live in the database, shared by every instance; with SQLite (one
 * instance) they stay in the process.
 */
export async function contactApi(
  config: ServerConfig,
  storage: Storage,
  host: {
    connInfo: GetConnInfo;
    onStored: () => void;
    /** The booking feature's capability for each accepted message, when bookings are offered. */
    grantBooking?: () => { token: string; hash: string };
  },
): Promise<ContactApi> {
  const limiter =
    storage instanceof PostgresStorage
      ? postgresRateLimiter(config.contact.rateLimits, storage.pool)
      : memoryRateLimiter(config.contact.rateLimits);
  const clientHashKey = await storage.secret("client-hash-key", () =>
    randomBytes(32).toString("hex"),
  );
  const accept = contactService({
    storage,
    limiter,
    clientHashKey,
    deliveries: leadJobs(config),
    giveUpAfterMs: config.outbox.giveUpAfterMs,
    onStored: host.onStored,
    timeoutMs: config.storageTimeoutMs,
    grantBooking: host.grantBooking,
  });
  const routes = contactRoutes({ config, accept, connInfo: host.connInfo });
  return { routes, limiter };
}
