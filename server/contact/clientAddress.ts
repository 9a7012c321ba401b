import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The socket's peer, or, behind `trustedProxies` proxies, the address the outermost trusted proxy
 * saw (X-Forwarded-For entries further left can be forged by the client and are ignored).
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  let socket = "unknown";
  try {
    socket = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Not running under @hono/node-server (no socket): every request counts as one client.
  }
  if (trustedProxies <= 0) return socket;
  const forwarded = (c.req.header("X-Forwarded-For") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[Math.max(0, forwarded.length - trustedProxies)] ?? socket;
}
