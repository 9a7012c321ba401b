import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { siteConfig } from "../../common/siteConfig";
import type { Api } from "../hosts/node/startApi";
import type { Logger } from "../logger";
import { cspSourcesFor, hstsHeader, staticSecurityHeaders } from "./securityHeaders";
import { serveSite } from "./serveSite";
import type { SiteFile } from "./siteFiles";

export interface AppEnv {
  Variables: { requestId: string; log: Logger };
}

export interface AppOptions {
  files: Map<string, SiteFile>;
  logger: Logger;
  hsts: boolean;
  /** The emailSender API and its storage; without it only the static site is served. */
  api?: Pick<Api, "routes" | "storage">;
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;
const securityHeaderEntries = Object.entries(staticSecurityHeaders);

export function createApp({ files, logger, hsts, api }: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    const offered = c.req.header("X-Request-ID");
    const requestId = offered && requestIdPattern.test(offered) ? offered : randomUUID();
    const log = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    await next();
    // Set on the finished response in place: c.header() would copy it and turn its body into a stream.
    const headers = c.res.headers;
    headers.set("X-Request-ID", requestId);
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
      const channels = await api.storage.channelCounts();
      return c.json({ ok: true, storage: "reachable", ...counts, channels });
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
