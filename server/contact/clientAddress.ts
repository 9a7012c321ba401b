import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { trustedForwardedEntry } from "../http/forwarded";

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
  return trustedForwardedEntry(c.req.header("X-Forwarded-For"), trustedProxies) ?? socket;
}
