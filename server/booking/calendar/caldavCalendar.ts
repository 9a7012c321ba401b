import {
  calendarQuery,
  deleteObject,
  ensureTrailingSlash,
  getBasicAuthHeaders,
  updateObject,
} from "tsdav";
import type { CalendarSource } from "./calendarSource";
import { busyTimesIn } from "./icalendarBusy";
import type { Interval } from "../store/bookings";
import { bookingCalendar } from "../mails/invitation";

export interface CaldavSetting {
  /** The calendar collection, e.g. https://cloud.example.com/remote.php/dav/calendars/sales/demos/ */
  url: string;
  username: string;
  password: string;
}

const timeout = () => AbortSignal.timeout(15_000);

const caldavTime = (epochMs: number) =>
  `${new Date(epochMs).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** The objects with an event in the range (RFC 4791 time-range: the server checks each occurrence). */
async function calendarData(
  setting: CaldavSetting,
  range: Interval,
  headers: Record<string, string>,
) {
  const responses = await calendarQuery({
    url: setting.url,
    props: { "d:getetag": {}, "c:calendar-data": {} },
    filters: {
      "comp-filter": {
        _attributes: { name: "VCALENDAR" },
        "comp-filter": {
          _attributes: { name: "VEVENT" },
          "time-range": {
            _attributes: { start: caldavTime(range.start), end: caldavTime(range.end) },
          },
        },
      },
    },
    depth: "1",
    headers,
    fetchOptions: { signal: timeout() },
  });
  return responses.map((response) => {
    const data: unknown = response.props?.calendarData;
    return typeof data === "object" && data && "_cdata" in data
      ? String(data._cdata)
      : String(data ?? "");
  });
}

/** The team's calendar on a CalDAV server: busy times from it, each booking written into it. */
export function caldavCalendar(setting: CaldavSetting, teamZone: string): CalendarSource {
  const { username, password } = setting;
  const headers: Record<string, string> = username
    ? { ...getBasicAuthHeaders({ username, password }) }
    : {};
  const objectUrl = (uid: string) =>
    new URL(`${encodeURIComponent(uid)}.ics`, ensureTrailingSlash(setting.url)).href;
  return {
    name: setting.url,
    async busyTimes(range) {
      const objects = await calendarData(setting, range, headers);
      return objects.filter(Boolean).flatMap((ics) => busyTimesIn(ics, range, teamZone));
    },
    writer: {
      async put(event) {
        const url = objectUrl(event.uid);
        // Unconditional (no If-Match): the object's name is the UID, so a move replaces it
        // and a retry writes the same again.
        const response = await updateObject({
          url,
          data: bookingCalendar(event, teamZone, "calendar"),
          headers: { ...headers, "content-type": "text/calendar; charset=utf-8" },
          fetchOptions: { signal: timeout() },
        });
        if (!response.ok) throw new Error(`CalDAV PUT ${url} answered ${response.status}`);
      },
      async remove(uid) {
        const url = objectUrl(uid);
        const response = await deleteObject({ url, headers, fetchOptions: { signal: timeout() } });
        if (!response.ok && response.status !== 404) {
          throw new Error(`CalDAV DELETE ${url} answered ${response.status}`);
        }
      },
    },
  };
}
