import type { BookingConfig } from "../../config/bookingSettings";
import type { CalendarSetting } from "../../config/calendarSetting";
import { cachedCalendar } from "./cachedCalendar";
import { caldavCalendar } from "./caldavCalendar";
import type { CalendarSource } from "./calendarSource";
import { icsFeedCalendar } from "./icsFeedCalendar";
import { icsFileCalendar } from "./icsFileCalendar";

/** One calendar (a host's, or the single one), its busy times cached for a minute. */
export function openCalendarOf(calendar: CalendarSetting, timeZone: string): CalendarSource {
  if (calendar.kind === "caldav") return cachedCalendar(caldavCalendar(calendar, timeZone));
  if (calendar.kind === "icsFeed") return cachedCalendar(icsFeedCalendar(calendar.url, timeZone));
  return cachedCalendar(icsFileCalendar(calendar.path, timeZone));
}

/**
 * The configured calendar, its busy times cached for a minute. A host opens it once and hands
 * the same one to the API's slot lists and the outbox's calendar writes, so the outbox's write
 * after a move or a cancel frees the slot in the list at once.
 */
export function openCalendar(config: BookingConfig): CalendarSource {
  return openCalendarOf(config.calendar, config.rules.timeZone);
}
