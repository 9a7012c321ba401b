import { Hono, type MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import type { SiteConfig } from "../../common/siteConfig";
import type { Logger } from "../logger";
import { health, type BookingHealth, type HealthStores } from "./health";
import { answerInterrupted } from "./interruptedRequests";
import type { AppEnv } from "./requestContext";
import type { RequestsInProgress } from "./requestsInProgress";
import { cspSourcesFor, staticSecurityHeaders } from "./securityHeaders";
import { serveSite, type PageServed } from "./serveSite";
import type { SiteFile } from "./siteFiles";
import type { TransportSettings } from "../config/serverConfig";
import { transportSecurity } from "./transportSecurity";

export interface AppOptions<RoutesEnv extends AppEnv> {
  files: Map<string, SiteFile>;
  logger: Logger;
  /** The build's site settings: the scripts the pages may load decide the CSP. */
  site: SiteConfig;
  transport: TransportSettings;
  /**
   * The contact endpoint and its storage; without it only the static site is served. `requests`
   * counts what is being answered, for a host whose outbox worker shares the process.
   */
  api?: {
    routes: Hono<RoutesEnv>;
    stores: HealthStores;
    requests?: RequestsInProgress;
    /** `/api/health`'s own deadline. */
    healthTimeoutMs: number;
    /** Demo bookings are offered (a calendar is configured): health counts their deliveries. */
    bookings?: BookingHealth;
    /** Told of each page served, to count it (the visits feature). */
    pageServed?: PageServed;
    /** The hosts whose calendar failed at its last read (counted busy meanwhile). */
    unreadableHosts?: () => string[];
  };
}

const securityHeaderEntries = Object.entries(staticSecurityHeaders);

/** A logger that writes the request id, and the headers every response gets; one log line each. */
function logAndSecure(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const id = c.get("requestId");
    const log = logger.child({ requestId: id });
    c.set("log", log);
    await next();
    // Set on the finished response in place: c.header() would copy it and turn its body into a stream.
    const headers = c.res.headers;
    headers.set("X-Request-ID", id);
    for (const [name, value] of securityHeaderEntries) headers.set(name, value);
    const line = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    const interrupted = c.get("interrupted");
    if (interrupted) log.warn({ ...line, interrupted });
    else if (log.isLevelEnabled("info")) log.info(line);
  };
}

export function createApp<RoutesEnv extends AppEnv>({
  files,
  logger,
  site,
  transport,
  api,
}: AppOptions<RoutesEnv>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (api?.requests) app.use(api.requests.middleware);
  app.onError(answerInterrupted);
  // The header is set again on the finished response: a handler that returns its own Response
  // (the static site) drops the one this middleware prepares.
  app.use(requestId({ headerName: "X-Request-ID", limitLength: 128 }));
  app.use(logAndSecure(logger));
  app.use(transportSecurity(transport));
  app.get(
    "/api/health",
    health(api?.stores, api?.healthTimeoutMs ?? 0, api?.bookings, api?.unreadableHosts),
  );
  if (api) app.route("/", api.routes);
  app.on(["GET", "HEAD"], "*", serveSite(files, cspSourcesFor(site), api?.pageServed));
  return app;
}
