import { getConnInfo } from "hono/aws-lambda";
import type { ServerConfig } from "../../config/serverConfig";
import type { DeliveryWorker } from "../../delivery/deliveryWorker";
import type { RetentionSweep } from "../../delivery/retention";
import type { MailTransport } from "../../delivery/mail/transport";
import { apiApp } from "../apiApp";
import { assembleFeatures } from "../features";
import { mailTransportFor, outboxWorker } from "../outboxWorker";
import { createApp } from "../../http/createApp";
import type { Logger } from "../../logger";
import { PostgresStorage } from "../../storage/postgresStorage";
import { serverMigrations, storesOn, type Stores } from "../stores";

/**
 * A function's filesystem is neither durable nor shared, so the embedded SQLite file would lose
 * messages: the function refuses to start without PostgreSQL. (It imports PostgresStorage
 * directly, never openStorage, so the native SQLite driver stays out of the bundle.)
 */
export function requireDatabase(config: ServerConfig): void {
  if (!config.databaseUrl) {
    throw new Error(
      "DATABASE_URL is required: the function stores every message in PostgreSQL, because a " +
        "function's filesystem is not durable and not shared between instances.",
    );
  }
}

/** Once per container: a failed start (database unreachable) is tried again by the next call. */
export function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => {
    started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };
}

export async function openDatabase(config: ServerConfig, logger: Logger): Promise<Stores> {
  const engine = await PostgresStorage.open(
    config.databaseUrl,
    serverMigrations,
    (error) => logger.warn({ err: error.message }, "storage: an idle database connection was lost"),
    config.storageTimeoutMs,
  );
  return storesOn(engine);
}

/**
 * The contact endpoint for API Gateway: it answers once the message is committed and never sends
 * mail itself (the outbox run does, on its schedule). The client address is API Gateway's
 * `requestContext.http.sourceIp`.
 */
export async function functionApp(config: ServerConfig, stores: Stores, logger: Logger) {
  const features = assembleFeatures(config, stores);
  const { routes } = await apiApp(config, stores, features, {
    connInfo: getConnInfo,
    onStored: () => undefined,
  });
  return createApp({
    files: new Map(),
    logger,
    site: config.site,
    transport: config.transport,
    api: {
      routes,
      stores,
      healthTimeoutMs: config.healthTimeoutMs,
      bookings: features.bookingHealth,
      unreadableHosts: features.unreadableHosts,
    },
  });
}

/**
 * The outbox run's worker and the registered sweeps. Mail leaves over SMTP: a function has no
 * disk an operator could collect .eml files from.
 */
export function functionOutbox(
  config: ServerConfig,
  stores: Stores,
  logger: Logger,
): { worker: DeliveryWorker; sweeps: RetentionSweep[]; transport: MailTransport } {
  if (!config.mail.smtpUrl) {
    throw new Error("SMTP_URL is required for the outbox run: a function cannot keep mail files.");
  }
  const transport = mailTransportFor(config, logger);
  const features = assembleFeatures(config, stores);
  const worker = outboxWorker(config, stores, transport, logger, features);
  return { worker, sweeps: features.sweeps, transport };
}
