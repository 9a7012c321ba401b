/**
 * The entry of an X-Forwarded-* list that the outermost of `trustedProxies` proxies wrote. Each
 * proxy appends what it saw, so entries further left came from the client and can be forged;
 * `undefined` without trusted proxies or without the header.
 */
export function trustedForwardedEntry(
  header: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies <= 0 || !header) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trustedProxies)];
}

/**
 * `https` or `http`: as the trusted proxy reports it in X-Forwarded-Proto, else the scheme of the
 * connection itself.
 */
export function requestScheme(
  requestUrl: string,
  forwardedProto: string | undefined,
  trustedProxies: number,
): "http" | "https" {
  const reported = trustedForwardedEntry(forwardedProto, trustedProxies)?.toLowerCase();
  if (reported === "https" || reported === "http") return reported;
  return requestUrl.startsWith("https:") ? "https" : "http";
}
