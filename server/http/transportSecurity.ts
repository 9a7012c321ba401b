import type { Context, MiddlewareHandler } from "hono";
import { accepts } from "hono/accepts";
import { defaultLang, isLang, languages } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import { requestScheme } from "./forwarded";
import type { AppEnv } from "./requestContext";
import { hstsHeader } from "./securityHeaders";
import type { TransportSettings } from "../config/serverConfig";
import transportCopy from "@content/answers/transport.json";

/** Monitoring probes the instance directly, often over plain HTTP inside the network. */
const neverRedirected = new Set(["/api/health"]);

function schemeOf(c: Context, settings: TransportSettings): "http" | "https" {
  return requestScheme(c.req.url, c.req.header("X-Forwarded-Proto"), settings.trustedProxyCount);
}

function httpsUrl(c: Context): string {
  const url = new URL(c.req.url);
  const host = c.req.header("Host") ?? url.host;
  return `https://${host}${url.pathname}${url.search}`;
}

/**
 * HTTPS as the visitor saw it: HSTS on every HTTPS response (RFC 6797 §7.2: never over plain HTTP)
 * and, with `forceHttps`, plain HTTP answered by a 301 for GET/HEAD or a 403 for anything else,
 * whose body would already have crossed the network unencrypted.
 */
export function transportSecurity(settings: TransportSettings): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const scheme = schemeOf(c, settings);
    if (scheme === "http" && settings.forceHttps && !neverRedirected.has(c.req.path)) {
      const target = httpsUrl(c);
      if (c.req.method === "GET" || c.req.method === "HEAD") return c.redirect(target, 301);
      const lang = accepts(c, {
        header: "Accept-Language",
        supports: [...languages],
        default: defaultLang,
      });
      const t = translator(transportCopy, isLang(lang) ? lang : defaultLang);
      return c.json({ message: t("httpsRequired", { url: target }) }, 403);
    }
    await next();
    if (scheme === "https") c.res.headers.set("Strict-Transport-Security", hstsHeader);
  };
}
