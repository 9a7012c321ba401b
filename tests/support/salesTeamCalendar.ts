import ICAL from "ical.js";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * A week of a sales team's calendar as Google exports it: a series with an EXDATE and a moved
 * occurrence, an all-day event, a free event, a cancelled one, a call in New York's zone, and a
 * weekly Sunday check that runs through both clock changes of 2027.
 */
export const salesTeamCalendar = readFileSync(
  path.resolve(import.meta.dirname, "../fixtures/calendars/sales-team.ics"),
  "utf8",
);

/** The same calendar as a CalDAV server keeps it: one object per UID, each with its VTIMEZONE. */
function calendarObjects(icalendar: string): Map<string, string> {
  const calendar = new ICAL.Component(ICAL.parse(icalendar));
  const objects = new Map<string, ICAL.Component>();
  for (const event of calendar.getAllSubcomponents("vevent")) {
    const uid = String(event.getFirstPropertyValue("uid"));
    let object = objects.get(uid);
    if (!object) {
      object = new ICAL.Component("vcalendar");
      object.addPropertyWithValue("version", "2.0");
      object.addPropertyWithValue("prodid", "-//Tests//Sales team//EN");
      calendar.getAllSubcomponents("vtimezone").forEach((zone) => object?.addSubcomponent(zone));
      objects.set(uid, object);
    }
    object.addSubcomponent(event);
  }
  return new Map([...objects].map(([uid, object]) => [uid, object.toString()]));
}

/** Puts each object into a CalDAV collection, as a calendar app would. */
export async function putCalendarObjects(
  collectionUrl: string,
  authorization: string,
  icalendar: string,
): Promise<void> {
  for (const [uid, object] of calendarObjects(icalendar)) {
    const response = await fetch(new URL(`${encodeURIComponent(uid)}.ics`, collectionUrl), {
      method: "PUT",
      headers: { authorization, "content-type": "text/calendar; charset=utf-8" },
      body: object,
    });
    if (!response.ok) throw new Error(`PUT ${uid} answered ${response.status}`);
  }
}
