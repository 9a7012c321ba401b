/** The demo as the visitor adds it to a calendar by hand: no attendees, their own copy. */
export interface CalendarEntry {
  start: number;
  end: number;
  title: string;
  details: string;
  /** How to join; empty to leave it out. */
  location: string;
}

/** The ways the booked page and the mails offer to add the demo (docs/bookings.md). */
export interface AddToCalendar {
  google: string;
  /** Outlook.com: personal Microsoft accounts. */
  outlook: string;
  /** Outlook on the web for Microsoft 365 (work or school), which outlook.live.com does not open. */
  microsoft365: string;
  ics: string;
}

/** `20261201T090000Z`: Google's `dates` form (UTC, no separators). */
const compactUtc = (epochMs: number) =>
  new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** `2026-12-01T09:00:00Z`: with the Z, which Outlook needs to read the time as UTC. */
const isoUtc = (epochMs: number) => new Date(epochMs).toISOString().replace(/\.\d{3}/, "");

const query = (params: Record<string, string>) =>
  new URLSearchParams(Object.entries(params).filter(([, value]) => value !== "")).toString();

export function googleCalendarLink(entry: CalendarEntry): string {
  const params = {
    action: "TEMPLATE",
    text: entry.title,
    dates: `${compactUtc(entry.start)}/${compactUtc(entry.end)}`,
    details: entry.details,
    location: entry.location,
  };
  return `https://calendar.google.com/calendar/render?${query(params)}`;
}

/** Outlook.com (personal) and Outlook for Microsoft 365 (work or school) take the same query. */
const outlookHosts = {
  personal: "https://outlook.live.com",
  microsoft365: "https://outlook.office.com",
} as const;

export function outlookCalendarLink(
  entry: CalendarEntry,
  account: keyof typeof outlookHosts = "personal",
): string {
  const params = {
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: entry.title,
    startdt: isoUtc(entry.start),
    enddt: isoUtc(entry.end),
    body: entry.details,
    location: entry.location,
  };
  return `${outlookHosts[account]}/calendar/0/action/compose?${query(params)}`;
}

/** Google and both Outlooks (web) for the entry, beside the signed `.ics` link made for it. */
export const addToCalendar = (entry: CalendarEntry, ics: string): AddToCalendar => ({
  google: googleCalendarLink(entry),
  outlook: outlookCalendarLink(entry),
  microsoft365: outlookCalendarLink(entry, "microsoft365"),
  ics,
});
