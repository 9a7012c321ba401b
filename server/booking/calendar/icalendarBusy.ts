import ICAL from "ical.js";
import type { Interval } from "../store/bookings";
import { ianaZone, wallClockToEpochMs } from "../../config/timeZones";

/** A moved or cancelled occurrence, listed in its own VEVENT with the series' UID. */
const isException = (event: ICAL.Component) => event.hasProperty("recurrence-id");

/** Free (TRANSP:TRANSPARENT) and cancelled events do not block a slot. */
function blocksTime(event: ICAL.Component): boolean {
  const transparency = String(event.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(event.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transparency !== "TRANSPARENT" && status !== "CANCELLED";
}

/**
 * The instant of a calendar time. A TZID that names an IANA zone is read with the zone database
 * (it is current; the file's VTIMEZONE may not be, and may be missing); another name (Outlook's
 * "W. Europe Standard Time") through the file's VTIMEZONE; a floating time or an all-day date in
 * the team's zone, as the team sees it in its own calendar.
 */
function epochMs(time: ICAL.Time, tzid: string | null, teamZone: string): number {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
  const iana = tzid ? ianaZone(tzid) : null;
  const definedInFile = tzid && time.zone && time.zone !== ICAL.Timezone.localTimezone;
  if (!iana && definedInFile && !time.isDate) return time.toUnixTime() * 1000;
  const { year, month, day } = time;
  const clock = time.isDate ? {} : { hour: time.hour, minute: time.minute, second: time.second };
  return wallClockToEpochMs({ year, month, day, ...clock }, iana ?? teamZone);
}

function tzidOf(event: ICAL.Component, name: "dtstart" | "dtend"): string | null {
  const tzid = event.getFirstProperty(name)?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
}

function interval(
  event: ICAL.Component,
  start: ICAL.Time,
  end: ICAL.Time,
  teamZone: string,
): Interval {
  const startZone = tzidOf(event, "dtstart");
  return {
    start: epochMs(start, startZone, teamZone),
    end: epochMs(end, tzidOf(event, "dtend") ?? startZone, teamZone),
  };
}

// A guard against a series without end that started long ago: ~27 years of daily occurrences.
const maxOccurrences = 10_000;

/** Each occurrence of a series overlapping the range, except those an exception replaces. */
function seriesBusy(
  master: ICAL.Component,
  exceptions: ICAL.Component[],
  range: Interval,
  teamZone: string,
): Interval[] {
  const series = new ICAL.Event(master, { exceptions });
  if (!series.isRecurring()) {
    return [interval(master, series.startDate, series.endDate, teamZone)];
  }
  const busy: Interval[] = [];
  const startZone = tzidOf(master, "dtstart");
  const occurrences = series.iterator();
  for (let count = 0, next = occurrences.next(); next && count < maxOccurrences; count++) {
    // Stop by the series' own times: an early occurrence moved far ahead must not end the loop.
    if (epochMs(next, startZone, teamZone) >= range.end) break;
    const details = series.getOccurrenceDetails(next);
    // A RANGE=THISANDFUTURE exception shifts the later occurrences; ical.js has moved them already.
    const replaced = details.item !== series && !details.item.modifiesFuture();
    if (!replaced) busy.push(interval(master, details.startDate, details.endDate, teamZone));
    next = occurrences.next();
  }
  return busy;
}

/** The busy times an iCalendar text (a feed, a file, one CalDAV object) holds within the range. */
export function busyTimesIn(icalendar: string, range: Interval, teamZone: string): Interval[] {
  const calendar = new ICAL.Component(ICAL.parse(icalendar));
  const events = calendar.getAllSubcomponents("vevent");
  const busy: Interval[] = [];
  for (const master of events.filter((event) => !isException(event))) {
    if (!blocksTime(master)) continue;
    const uid = master.getFirstPropertyValue("uid");
    const exceptions = events.filter(
      (e) => isException(e) && e.getFirstPropertyValue("uid") === uid,
    );
    busy.push(...seriesBusy(master, exceptions, range, teamZone));
  }
  // An exception stands on its own: a moved occurrence may land in the range from outside it.
  for (const exception of events.filter((event) => isException(event) && blocksTime(event))) {
    const event = new ICAL.Event(exception);
    busy.push(interval(exception, event.startDate, event.endDate, teamZone));
  }
  return busy.filter((b) => b.start < range.end && b.end > range.start);
}
