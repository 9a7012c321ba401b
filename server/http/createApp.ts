import { Hono, type Handler, type MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { siteConfig } from "../../common/siteConfig";
import type { Logger } from "../logger";
import type { Storage } from "../storage/storage";
import type { AppEnv } from "./requestContext";
import { cspSourcesFor, hstsHeader, staticSecurityHeaders } from "./securityHeaders";
import { serveSite } from "./serveSite";
import type { SiteFile } from "./siteFiles";

export interface AppOptions<RoutesEnv extends AppEnv> {
  files: Map<string, SiteFile>;
  logger: Logger;
  hsts: boolean;
  /** The emailSender API and its storage; without it only the static site is served. */
  api?: { routes: Hono<RoutesEnv>; storage: HealthStorage };
}

type HealthStorage = Pick<Storage, "ping" | "counts" | "channelCounts">;

const securityHeaderEntries = Object.entries(staticSecurityHeaders);

/** A logger that writes the request id, and the headers every response gets; one log line each. */
function logAndSecure(logger: Logger, hsts: boolean): MiddlewareHandler<AppEnv> {
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
    if (hsts || c.req.url.startsWith("https:"))
      headers.set("Strict-Transport-Security", hstsHeader);
    if (log.isLevelEnabled("info")) {
      log.info({
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  };
}

/** Storage reachability and the outbox counts, for monitoring. */
function health(storage: HealthStorage | undefined): Handler<AppEnv> {
  return async (c) => {
    if (!storage) return c.json({ ok: true });
    try {
      await storage.ping();
      const counts = await storage.counts();
      const channels = await storage.channelCounts();
      return c.json({ ok: true, storage: "reachable", ...counts, channels });
    } catch (error) {
      c.get("log").error({ err: String(error) }, "health: storage unreachable");
      return c.json({ ok: false, storage: "unreachable" }, 503);
    }
  };
}

export function createApp<RoutesEnv extends AppEnv>({
  files,
  logger,
  hsts,
  api,
}: AppOptions<RoutesEnv>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The header is set again on the finished response: a handler that returns its own Response
  // (the static site) drops the one this middleware prepares.
  app.use(requestId({ headerName: "X-Request-ID", limitLength: 128 }));
  app.use(logAndSecure(logger, hsts));
  app.get("/api/health", health(api?.storage));
  if (api) app.route("/", api.routes);
  app.on(["GET", "HEAD"], "*", serveSite(files, cspSourcesFor(siteConfig)));
  return app;
}
