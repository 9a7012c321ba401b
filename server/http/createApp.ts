import { Hono } from "hono";
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
  api?: { routes: Hono<RoutesEnv>; storage: Pick<Storage, "ping" | "counts"> };
}

const securityHeaderEntries = Object.entries(staticSecurityHeaders);

export function createApp<RoutesEnv extends AppEnv>({
  files,
  logger,
  hsts,
  api,
}: AppOptions<RoutesEnv>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // The header is set below, on the finished response: a handler that returns its own Response
  // (the static site) would drop one prepared by the middleware.
  app.use(requestId({ headerName: "X-Request-ID", limitLength: 128 }));
  app.use(async (c, next) => {
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
  });

  app.get("/api/health", async (c) => {
    if (!api) return c.json({ ok: true });
    try {
      await api.storage.ping();
      const counts = await api.storage.counts();
      return c.json({ ok: true, storage: "reachable", ...counts });
    } catch (error) {
      c.get("log").error({ err: String(error) }, "health: storage unreachable");
      return c.json({ ok: false, storage: "unreachable" }, 503);
    }
  });
  if (api) app.route("/", api.routes);

  const site = serveSite(files, cspSourcesFor(siteConfig));
  app.on(["GET", "HEAD"], "*", site);

  return app;
}
