import { Hono } from "hono";
import type { GetConnInfo } from "hono/conninfo";
import type { ServerConfig } from "../config/serverConfig";
import { contactApi } from "../contact/contactApi";
import type { RateLimiter } from "../contact/rateLimiter";
import type { AppEnv } from "../http/requestContext";
import type { Stores } from "./stores";
import type { Features } from "./features";

export interface ApiApp {
  routes: Hono<AppEnv>;
  /** The contact endpoint's rate limits, closed with the host. */
  limiter: RateLimiter;
}

/**
 * The API as one app: each feature's routes mounted side by side, none inside another's (each
 * feature's guards apply to its own paths only). Booking's routes are there when bookings are
 * offered.
 */
export async function apiApp(
  config: ServerConfig,
  stores: Stores,
  features: Features,
  host: { connInfo: GetConnInfo; onStored: () => void },
): Promise<ApiApp> {
  // The operator's commands queue their jobs to these targets, for this host's worker to deliver.
  await stores.messages.recordDeliveryTargets(features.targets);
  const contact = await contactApi(config, stores, {
    ...host,
    grantBooking: features.booking?.grant,
  });
  const routes = new Hono<AppEnv>()
    .route("/", contact.routes)
    .route("/", features.visits.routes)
    .route("/", features.review.routes(host.onStored));
  if (features.booking) routes.route("/", features.booking.routes(host.onStored));
  for (const moduleRoutes of features.moduleRoutes) routes.route("/", moduleRoutes);
  return { routes, limiter: contact.limiter };
}
