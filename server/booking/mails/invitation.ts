import ICAL from "ical.js";
import type { Interval } from "../store/bookings";
import { vtimezone } from "./vtimezone";
import { wallClockToEpochMs, zonedDateTime } from "../../config/timeZones";

interface Person {
  email: string;
  name?: string;
}

/** A booked demo as every calendar sees it; the same UID in every copy and every later change. */
export interface BookingEvent extends Interval {
  uid: string;
  /** Raised by one for each change sent after the first invitation (RFC 5546). */
  sequence: number;
  /** When this version was made (DTSTAMP). */
  stamp: number;
  summary: string;
  description: string;
  organizer: Person;
  attendee: Person;
  /** A collective demo's other hosts: on the invitation beside the visitor. */
  coHosts?: readonly Person[];
  /** How to join (a video link or an address): LOCATION; empty to leave it out. */
  location?: string;
}

const prodid = "-//AuditReady//Demo bookings//EN";

function utc(epochMs: number): ICAL.Time {
  return ICAL.Time.fromJSDate(new Date(epochMs), true);
}

function dateTimeProperty(name: string, epochMs: number, zone: string | null): ICAL.Property {
  const property = new ICAL.Property(name);
  if (!zone) {
    property.setValue(utc(epochMs));
    return property;
  }
  const { year, month, day, hour, minute, second } = zonedDateTime(epochMs, zone);
  // In the hour a clock change repeats, a local time means its first pass (RFC 5545 3.3.5).
  if (wallClockToEpochMs({ year, month, day, hour, minute, second }, zone) !== epochMs) {
    property.setValue(utc(epochMs));
    return property;
  }
  property.setValue(ICAL.Time.fromData({ year, month, day, hour, minute, second, isDate: false }));
  property.setParameter("tzid", zone);
  return property;
}

function personProperty(name: "organizer" | "attendee", person: Person): ICAL.Property {
  const property = new ICAL.Property(name);
  property.setValue(`mailto:${person.email}`);
  if (person.name) property.setParameter("cn", person.name);
  return property;
}

export type EventUse = "REQUEST" | "CANCEL" | "calendar";

/**
 * The VEVENT. In a calendar of the team's (CalDAV, the file) the attendee carries
 * SCHEDULE-AGENT=CLIENT (RFC 6638): we send the invitation ourselves, so a CalDAV server that
 * schedules must not send a second one.
 */
export function bookingVevent(
  event: BookingEvent,
  zone: string | null,
  use: EventUse,
): ICAL.Component {
  const vevent = new ICAL.Component("vevent");
  vevent.addPropertyWithValue("uid", event.uid);
  vevent.addPropertyWithValue("sequence", event.sequence);
  vevent.addPropertyWithValue("dtstamp", utc(event.stamp));
  vevent.addProperty(dateTimeProperty("dtstart", event.start, zone));
  vevent.addProperty(dateTimeProperty("dtend", event.end, zone));
  vevent.addPropertyWithValue("summary", event.summary);
  vevent.addPropertyWithValue("description", event.description);
  if (event.location) vevent.addPropertyWithValue("location", event.location);
  vevent.addPropertyWithValue("status", use === "CANCEL" ? "CANCELLED" : "CONFIRMED");
  vevent.addPropertyWithValue("transp", "OPAQUE");
  vevent.addProperty(personProperty("organizer", event.organizer));
  const attendee = personProperty("attendee", event.attendee);
  attendee.setParameter("role", "REQ-PARTICIPANT");
  attendee.setParameter("partstat", use === "CANCEL" ? "DECLINED" : "NEEDS-ACTION");
  if (use === "REQUEST") attendee.setParameter("rsvp", "TRUE");
  if (use === "calendar") attendee.setParameter("schedule-agent", "CLIENT");
  vevent.addProperty(attendee);
  for (const host of event.coHosts ?? []) {
    const coHost = personProperty("attendee", host);
    coHost.setParameter("role", "REQ-PARTICIPANT");
    coHost.setParameter("partstat", "ACCEPTED");
    if (use === "calendar") coHost.setParameter("schedule-agent", "CLIENT");
    vevent.addProperty(coHost);
  }
  return vevent;
}

/**
 * A whole iCalendar object with the times in `zone` and its VTIMEZONE: an invitation (METHOD
 * REQUEST or CANCEL, RFC 5546) for mail, or, for a CalDAV calendar, a resource without METHOD
 * (RFC 4791 forbids it there).
 */
export function bookingCalendar(event: BookingEvent, zone: string, use: EventUse): string {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("prodid", prodid);
  calendar.addPropertyWithValue("version", "2.0");
  if (use !== "calendar") calendar.addPropertyWithValue("method", use);
  calendar.addSubcomponent(vtimezone(zone, event));
  calendar.addSubcomponent(bookingVevent(event, zone, use));
  return calendar.toString();
}
