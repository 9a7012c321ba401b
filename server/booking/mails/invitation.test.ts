import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingCalendar, type BookingEvent } from "./invitation";

const booking = (start: string, minutes = 30): BookingEvent => ({
  uid: "booking-7f3c@auditready.example",
  sequence: 0,
  stamp: Date.parse("2027-03-20T10:00:00Z"),
  start: Date.parse(start),
  end: Date.parse(start) + minutes * 60_000,
  summary: "AuditReady demo",
  description: "Demo for Jane Doe",
  organizer: { email: "sales@auditready.example", name: "AuditReady sales" },
  attendee: { email: "jane@example.com", name: "Jane Doe" },
});

/** The invitation as a mail client reads it: times through the VTIMEZONE the file carries. */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  const event = new ICAL.Event(vevent);
  const attendee = vevent.getFirstProperty("attendee");
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue("status"),
    start: new Date(event.startDate.toUnixTime() * 1000).toISOString(),
    end: new Date(event.endDate.toUnixTime() * 1000).toISOString(),
    startTzid: vevent.getFirstProperty("dtstart")?.getParameter("tzid"),
    organizer: vevent.getFirstPropertyValue("organizer"),
    attendee: attendee?.getFirstValue(),
    attendeeName: attendee?.getParameter("cn"),
    rsvp: attendee?.getParameter("rsvp"),
    scheduleAgent: attendee?.getParameter("schedule-agent"),
  };
}

describe("the invitation", () => {
  it("asks the visitor to a demo with a stable UID, both addresses and zoned times", () => {
    // The first demo after Amsterdam's clocks went forward: 09:00 CEST is 07:00 UTC.
    const invitation = read(
      bookingCalendar(booking("2027-03-29T07:00:00Z"), "Europe/Amsterdam", "REQUEST"),
    );
    expect(invitation).toMatchObject({
      method: "REQUEST",
      uid: "booking-7f3c@auditready.example",
      sequence: 0,
      status: "CONFIRMED",
      start: "2027-03-29T07:00:00.000Z",
      end: "2027-03-29T07:30:00.000Z",
      startTzid: "Europe/Amsterdam",
      organizer: "mailto:sales@auditready.example",
      attendee: "mailto:jane@example.com",
      attendeeName: "Jane Doe",
      rsvp: "TRUE",
    });
  });

  it("carries a VTIMEZONE with the offsets as RFC 5545 writes them", () => {
    const ics = bookingCalendar(booking("2027-03-29T07:00:00Z"), "Europe/Amsterdam", "REQUEST");
    const zone = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vtimezone");
    const summer = zone?.getFirstSubcomponent("daylight");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/Amsterdam");
    expect(summer?.getFirstProperty("tzoffsetto")?.toICALString()).toBe("TZOFFSETTO:+0200");
    expect(summer?.getFirstPropertyValue("dtstart")?.toString()).toBe("2027-03-28T02:00:00");
  });

  it("reads right in the visitor's zone on the day New York's clocks change", () => {
    const invitation = read(
      bookingCalendar(booking("2027-03-14T13:00:00Z"), "America/New_York", "REQUEST"),
    );
    expect([invitation.start, invitation.startTzid]).toEqual([
      "2027-03-14T13:00:00.000Z",
      "America/New_York",
    ]);
  });

  it("gives a time in the repeated hour of October in UTC, which has one meaning", () => {
    // 02:30 in Amsterdam happens twice on 31 October 2027; this is the second, in winter time.
    const invitation = read(
      bookingCalendar(booking("2027-10-31T01:30:00Z"), "Europe/Amsterdam", "REQUEST"),
    );
    expect([invitation.start, invitation.startTzid]).toEqual([
      "2027-10-31T01:30:00.000Z",
      undefined,
    ]);
  });

  it("cancels the same event under the same UID with a higher sequence", () => {
    const event = { ...booking("2027-03-29T07:00:00Z"), sequence: 1 };
    const cancel = read(bookingCalendar(event, "Europe/Amsterdam", "CANCEL"));
    expect(cancel).toMatchObject({
      method: "CANCEL",
      uid: event.uid,
      sequence: 1,
      status: "CANCELLED",
    });
  });

  it("goes into the team's calendar without METHOD and tells the server not to invite again", () => {
    const stored = read(
      bookingCalendar(booking("2027-03-29T07:00:00Z"), "Europe/Amsterdam", "calendar"),
    );
    expect(stored.method).toBeNull();
    expect(stored.scheduleAgent).toBe("CLIENT");
  });
});
