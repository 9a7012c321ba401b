import type { BookingConfig } from "../config/bookingSettings";
import { cachedCalendar } from "./cachedCalendar";
import { caldavCalendar } from "./caldavCalendar";
import type { CalendarSource } from "./calendarSource";
import { icsFeedCalendar } from "./icsFeedCalendar";
import { icsFileCalendar } from "./icsFileCalendar";

/**
 * The configured calendar, its busy times cached for a minute. A host opens it once and hands
 * the same one to the API's slot lists and the outbox's calendar writes, so the outbox's write
 * after a move or a cancel frees the slot in the list at once.
 */
export function openCalendar(config: BookingConfig): CalendarSource {
  const { calendar, rules } = config;
  if (calendar.kind === "caldav") return cachedCalendar(caldavCalendar(calendar, rules.timeZone));
  if (calendar.kind === "icsFeed") {
    return cachedCalendar(icsFeedCalendar(calendar.url, rules.timeZone));
  }
  return cachedCalendar(icsFileCalendar(calendar.path, rules.timeZone));
}
