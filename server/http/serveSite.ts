import type { Context } from "hono";
import { messageSentPaths } from "../../common/messageSentPaths";
import { langFromPath, notFoundPaths, pageFromPath } from "../../common/pagePaths";
import { contentSecurityPolicy, type CspSources } from "./securityHeaders";
import { encodingFor, type SiteFile } from "./siteFiles";
import type { AppEnv } from "./requestContext";

/** Told of each page served to a GET (200 or 404, never an asset), with its decoded path. */
export type PageServed = (c: Context<AppEnv>, urlPath: string) => void;

function htmlFileFor(pagePath: string): string {
  return pagePath === "/" ? "/index.html" : `${pagePath}/index.html`;
}

/** Prerendered HTML is only reachable through its page path; the 404 page only as a 404. */
function isServableAsset(urlPath: string): boolean {
  return !urlPath.endsWith(".html");
}

function respond(c: Context, file: SiteFile, status: 200 | 404, csp: CspSources): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    ETag: file.etag,
    Vary: "Accept-Encoding",
    "Cache-Control": file.immutable
      ? "public, max-age=31536000, immutable"
      : /^text\/(html|x-script)/.test(file.contentType)
        ? "no-cache"
        : "public, max-age=3600",
  });
  if (file.contentType.startsWith("text/html")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(file.inlineScriptHashes, csp));
  }
  if (status === 200 && c.req.header("If-None-Match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = encodingFor(file, c.req.header("Accept-Encoding") ?? "");
  const body = encoding ? file.encoded(encoding) : file.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), {
    status,
    headers,
  });
}

export function serveSite(files: Map<string, SiteFile>, csp: CspSources, pageServed?: PageServed) {
  const served = (c: Context<AppEnv>, urlPath: string) => {
    if (c.req.method === "GET") pageServed?.(c, urlPath);
  };
  return (c: Context<AppEnv>): Response => {
    const url = new URL(c.req.url);
    const urlPath = decodeURIComponentSafe(url.pathname);

    // One canonical form without a trailing slash; leading slashes are collapsed so the
    // redirect can never point at another host (`//evil.example/`).
    if (urlPath.length > 1 && urlPath.endsWith("/")) {
      const target = `/${urlPath.replace(/^\/+/, "").replace(/\/+$/, "")}`;
      if (pageFromPath(target)) return c.redirect(`${target}${url.search}`, 301);
    }

    const isPage = pageFromPath(urlPath) !== null || isMessageSentPath(urlPath);
    const file = isPage ? files.get(htmlFileFor(urlPath)) : undefined;
    if (file) {
      served(c, urlPath);
      return respond(c, file, 200, csp);
    }

    const asset = isServableAsset(urlPath) ? files.get(urlPath) : undefined;
    if (asset) return respond(c, asset, 200, csp);

    const notFound = files.get(htmlFileFor(notFoundPaths[langFromPath(urlPath)]));
    if (!notFound) return c.text("Not found", 404);
    served(c, urlPath);
    return respond(c, notFound, 404, csp);
  };
}

const isMessageSentPath = (urlPath: string) => Object.values(messageSentPaths).includes(urlPath);

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
