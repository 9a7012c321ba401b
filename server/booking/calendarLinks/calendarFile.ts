import ICAL from "ical.js";
import type { CalendarEntry } from "./addToCalendar";

const prodid = "-//AuditReady//Demo bookings//EN";

/** The demo's identity: the invitation's UID, so a calendar that has it updates it in place. */
export interface EntryIdentity {
  uid: string;
  sequence: number;
  stamp: number;
}

const utc = (epochMs: number) => ICAL.Time.fromJSDate(new Date(epochMs), true);

/**
 * The `.ics` a visitor downloads: METHOD PUBLISH (RFC 5546), no organiser or attendees, so
 * opening it adds the demo without answering an invitation. Times in UTC: the calendar shows
 * them in its own zone. The invitation's UID and SEQUENCE make a second import the same event.
 */
export function calendarFile(entry: CalendarEntry, identity: EntryIdentity): string {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("prodid", prodid);
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("method", "PUBLISH");
  const vevent = new ICAL.Component("vevent");
  vevent.addPropertyWithValue("uid", identity.uid);
  vevent.addPropertyWithValue("sequence", identity.sequence);
  vevent.addPropertyWithValue("dtstamp", utc(identity.stamp));
  vevent.addPropertyWithValue("dtstart", utc(entry.start));
  vevent.addPropertyWithValue("dtend", utc(entry.end));
  vevent.addPropertyWithValue("summary", entry.title);
  vevent.addPropertyWithValue("description", entry.details);
  if (entry.location) vevent.addPropertyWithValue("location", entry.location);
  vevent.addPropertyWithValue("status", "CONFIRMED");
  calendar.addSubcomponent(vevent);
  return calendar.toString();
}
