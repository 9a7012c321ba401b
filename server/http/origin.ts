/**
 * Same-origin requests are always allowed (the Origin's host is the Host the request was sent
 * to); other origins only when configured. A request without Origin is not from a browser page.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === "null") return false;
  if (host && parsed.host === host.toLowerCase()) return true;
  return allowed.includes(parsed.origin);
}
