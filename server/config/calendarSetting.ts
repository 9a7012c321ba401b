/** Where one calendar's busy times come from and where its bookings go. */
export type CalendarSetting =
  | { kind: "caldav"; url: string; username: string; password: string }
  | { kind: "icsFeed"; url: string }
  | { kind: "icsFile"; path: string };

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** An http(s) address; `webcal://`, as calendars publish their feeds, means https. */
export function webAddress(value: string): URL {
  let url: URL;
  try {
    url = new URL(value.replace(/^webcal:/i, "https:"));
  } catch {
    throw new Error(`must be an absolute http(s) address, got something else`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`must be an http(s) address, got ${url.protocol}`);
  }
  // Credentials, the team's calendar and the visitor's booking: plain HTTP only to this machine.
  if (url.protocol === "http:" && !loopbackHosts.has(url.hostname)) {
    throw new Error(`must use https (http only for 127.0.0.1 or localhost), got ${url.origin}`);
  }
  return url;
}
