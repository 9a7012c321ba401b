import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import type { GetConnInfo } from "hono/conninfo";
import { bookingRoutes } from "../booking/bookingRoutes";
import { bookingCors } from "../booking/bookingCors";
import { bookingPath } from "../../common/bookingPath";
import { bookingService } from "../booking/bookingService";
import { manageBooking } from "../booking/manageBooking";
import { manageBookingRoutes } from "../booking/manageBookingRoutes";
import { openCalendar } from "../booking/openCalendar";
import type { ServerConfig } from "../config/serverConfig";
import { bookingJobsFor } from "../delivery/bookingChannels";
import { outboxJobsFor } from "../delivery/channels";
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
 * The contact routes with their service and rate limits, as every host (the Node server, the
 * function) composes them. With PostgreSQL the limits live in the database, shared by every
 * instance; with SQLite (one instance) they stay in the process.
 */
export async function contactApi(
  config: ServerConfig,
  storage: Storage,
  host: { connInfo: GetConnInfo; onStored: () => void },
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
    deliveries: outboxJobsFor(config),
    giveUpAfterMs: config.outbox.giveUpAfterMs,
    onStored: host.onStored,
    timeoutMs: config.storageTimeoutMs,
    offersBooking: config.booking !== null,
  });
  const routes = contactRoutes({ config, accept, connInfo: host.connInfo });
  if (config.booking) {
    const calendar = openCalendar(config.booking);
    const parts = {
      config: config.booking,
      calendar,
      storage,
      jobs: bookingJobsFor(calendar, config.leads),
      giveUpAfterMs: config.outbox.giveUpAfterMs,
      onStored: host.onStored,
      now: Date.now,
    };
    const secret = config.booking.secret;
    const cors = bookingCors(config.contact.allowedOrigins);
    routes.use(bookingPath, cors).use(`${bookingPath}/slots`, cors);
    routes.route("/", bookingRoutes(bookingService(parts), config.site, secret));
    routes.route("/", manageBookingRoutes(manageBooking(parts), config.site, secret));
  }
  return { routes, limiter };
}
