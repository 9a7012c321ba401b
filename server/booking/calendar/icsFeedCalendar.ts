import { targetKey } from "../../config/leadTargets";
import type { CalendarSource } from "./calendarSource";
import { busyTimesIn } from "./icalendarBusy";

/**
 * A calendar's published iCalendar address, read-only. The address is a secret (anyone holding it
 * reads the calendar), so the calendar is named by its origin and a hash.
 */
export function icsFeedCalendar(url: string, teamZone: string): CalendarSource {
  return {
    name: `${new URL(url).origin} #${targetKey(url).slice(0, 8)}`,
    async busyTimes(range) {
      const response = await fetch(url, {
        headers: { accept: "text/calendar" },
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        throw new Error(
          `The busy-times feed at ${new URL(url).origin} answered ${response.status}`,
        );
      }
      return busyTimesIn(await response.text(), range, teamZone);
    },
    writer: null,
  };
}
