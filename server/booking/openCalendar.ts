import type { BookingConfig } from "../config/bookingSettings";
import { cachedCalendar } from "./cachedCalendar";
import { caldavCalendar } from "./caldavCalendar";
import type { CalendarSource } from "./calendarSource";
import { icsFeedCalendar } from "./icsFeedCalendar";
import { icsFileCalendar } from "./icsFileCalendar";

const opened = new WeakMap<BookingConfig, CalendarSource>();

/**
 * The configured calendar, its busy times cached for a minute. One per configuration in a
 * process: the API's slot list and the outbox's calendar writes share the cached copy, so the
 * outbox's write after a move or a cancel frees the slot in the list at once.
 */
export function openCalendar(config: BookingConfig): CalendarSource {
  const calendar = opened.get(config) ?? cachedCalendar(calendarOf(config));
  opened.set(config, calendar);
  return calendar;
}

function calendarOf(config: BookingConfig): CalendarSource {
  const { calendar, rules } = config;
  if (calendar.kind === "caldav") return caldavCalendar(calendar, rules.timeZone);
  if (calendar.kind === "icsFeed") return icsFeedCalendar(calendar.url, rules.timeZone);
  return icsFileCalendar(calendar.path, rules.timeZone);
}
