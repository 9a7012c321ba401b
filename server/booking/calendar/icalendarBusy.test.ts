import { describe, expect, it } from "vitest";
import { busyTimesIn } from "./icalendarBusy";

const calendar = (...parts: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//EN", ...parts, "END:VCALENDAR"].join("\r\n");
const event = (...lines: string[]) => [
  "BEGIN:VEVENT",
  `UID:${lines.length}-${lines[0]}`,
  "DTSTAMP:20270101T000000Z",
  ...lines,
  "END:VEVENT",
];
const march29: { start: number; end: number } = {
  start: Date.parse("2027-03-28T22:00:00Z"),
  end: Date.parse("2027-03-29T22:00:00Z"),
};
const iso = (busy: { start: number; end: number }[]) =>
  busy.map((b) => `${new Date(b.start).toISOString()} ${new Date(b.end).toISOString()}`);

// Outlook names zones its own way and defines them in the file.
const outlookZone = [
  "BEGIN:VTIMEZONE",
  "TZID:W. Europe Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T030000",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
];

describe("busy times in an iCalendar text", () => {
  it("read Outlook's zone names through the VTIMEZONE the file carries", () => {
    const ics = calendar(
      ...outlookZone,
      ...event(
        "DTSTART;TZID=W. Europe Standard Time:20270329T100000",
        "DTEND;TZID=W. Europe Standard Time:20270329T110000",
      ),
    );
    expect(iso(busyTimesIn(ics, march29, "America/New_York"))).toEqual([
      "2027-03-29T08:00:00.000Z 2027-03-29T09:00:00.000Z",
    ]);
  });

  it("read floating times and all-day dates in the team's zone, and UTC as UTC", () => {
    const ics = calendar(
      ...event("DTSTART:20270329T100000", "DTEND:20270329T103000"),
      ...event("DTSTART:20270329T120000Z", "DURATION:PT15M"),
      ...event("DTSTART;VALUE=DATE:20270329"),
    );
    expect(iso(busyTimesIn(ics, march29, "Europe/Amsterdam"))).toEqual([
      "2027-03-29T08:00:00.000Z 2027-03-29T08:30:00.000Z",
      "2027-03-29T12:00:00.000Z 2027-03-29T12:15:00.000Z",
      "2027-03-28T22:00:00.000Z 2027-03-29T22:00:00.000Z",
    ]);
  });

  it("keep a series' later occurrences when an earlier one moved past them", () => {
    const ics = calendar(
      "BEGIN:VEVENT",
      "UID:standup",
      "DTSTAMP:20270101T000000Z",
      "DTSTART:20270322T080000Z",
      "DTEND:20270322T081500Z",
      "RRULE:FREQ=DAILY;COUNT=10",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:standup",
      "DTSTAMP:20270101T000000Z",
      "RECURRENCE-ID:20270322T080000Z",
      "DTSTART:20270430T080000Z",
      "DTEND:20270430T081500Z",
      "END:VEVENT",
    );
    expect(iso(busyTimesIn(ics, march29, "UTC"))).toEqual([
      "2027-03-29T08:00:00.000Z 2027-03-29T08:15:00.000Z",
    ]);
  });

  it("leave out everything outside the range, a long-running series's past included", () => {
    const ics = calendar(
      ...event("DTSTART:20000103T090000Z", "DTEND:20000103T091500Z", "RRULE:FREQ=DAILY"),
      ...event("DTSTART:20270330T090000Z", "DTEND:20270330T100000Z"),
    );
    expect(iso(busyTimesIn(ics, march29, "UTC"))).toEqual([
      "2027-03-29T09:00:00.000Z 2027-03-29T09:15:00.000Z",
    ]);
  });
});
