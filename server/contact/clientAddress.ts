import type { Context } from "hono";
import type { GetConnInfo } from "hono/conninfo";

/**
 * The peer the host reports (the socket, or API Gateway's `sourceIp`), or, behind `trustedProxies`
 * proxies, the address the outermost trusted proxy saw (X-Forwarded-For entries further left can
 * be forged by the client and are ignored).
 */
export function clientAddress(c: Context, trustedProxies: number, connInfo: GetConnInfo): string {
  let peer = "unknown";
  try {
    peer = connInfo(c).remote.address ?? "unknown";
  } catch {
    // A request from app.request() in a test has no peer: every such request counts as one client.
  }
  if (trustedProxies <= 0) return peer;
  const forwarded = (c.req.header("X-Forwarded-For") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[Math.max(0, forwarded.length - trustedProxies)] ?? peer;
}
