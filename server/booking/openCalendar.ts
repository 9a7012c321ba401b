import type { BookingConfig } from "./bookingSettings";
import { cachedCalendar } from "./cachedCalendar";
import { caldavCalendar } from "./caldavCalendar";
import type { CalendarSource } from "./calendarSource";
import { icsFeedCalendar } from "./icsFeedCalendar";
import { icsFileCalendar } from "./icsFileCalendar";

/** The configured calendar, its busy times cached for a minute. */
export function openCalendar(config: BookingConfig): CalendarSource {
  const { calendar, rules } = config;
  const source =
    calendar.kind === "caldav"
      ? caldavCalendar(calendar, rules.timeZone)
      : calendar.kind === "icsFeed"
        ? icsFeedCalendar(calendar.url, rules.timeZone)
        : icsFileCalendar(calendar.path, rules.timeZone);
  return cachedCalendar(source);
}
