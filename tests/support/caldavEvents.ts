import ICAL from "ical.js";
import { fetchCalendarObjects } from "tsdav";

/** Every event in a CalDAV collection, as a calendar app reads them (calendar-query, then multiget). */
export async function caldavEvents(url: string, authorization: string): Promise<ICAL.Event[]> {
  const objects = await fetchCalendarObjects({
    calendar: { url },
    headers: { authorization },
    urlFilter: () => true,
  });
  return objects.flatMap((object) =>
    new ICAL.Component(ICAL.parse(String(object.data)))
      .getAllSubcomponents("vevent")
      .map((e) => new ICAL.Event(e)),
  );
}
