import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { addToCalendar, googleCalendarLink, outlookCalendarLink } from "./addToCalendar";
import { calendarFile } from "./calendarFile";

const entry = {
  start: Date.UTC(2027, 2, 2, 13, 0),
  end: Date.UTC(2027, 2, 2, 13, 30),
  title: "AuditReady demo with Anna & Ben",
  details: "To move or cancel the demo, use the links in your confirmation mail.",
  location: "https://meet.example.com/anna?pwd=a&b",
};

describe("the add-to-calendar links", () => {
  it("give Google the demo's start and end in UTC, its title and where to join", () => {
    const url = new URL(googleCalendarLink(entry));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20270302T130000Z/20270302T133000Z");
    expect(url.searchParams.get("text")).toBe(entry.title);
    expect(url.searchParams.get("location")).toBe(entry.location);
    expect(url.searchParams.get("details")).toBe(entry.details);
  });

  it("give Outlook the times with their Z, which it otherwise reads as its own zone's", () => {
    const url = new URL(outlookCalendarLink(entry));
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/action/compose");
    expect(url.searchParams.get("rru")).toBe("addevent");
    expect(new Date(url.searchParams.get("startdt") ?? "").getTime()).toBe(entry.start);
    expect(url.searchParams.get("startdt")).toMatch(/Z$/);
    expect(new Date(url.searchParams.get("enddt") ?? "").getTime()).toBe(entry.end);
    expect(url.searchParams.get("subject")).toBe(entry.title);
    expect(url.searchParams.get("location")).toBe(entry.location);
  });

  it("open Outlook for Microsoft 365 (work or school) on outlook.office.com at the demo's start and end", () => {
    const url = new URL(outlookCalendarLink(entry, "microsoft365"));
    expect(url.origin + url.pathname).toBe("https://outlook.office.com/calendar/0/action/compose");
    expect(Date.parse(url.searchParams.get("startdt") ?? "")).toBe(entry.start);
    expect(Date.parse(url.searchParams.get("enddt") ?? "")).toBe(entry.end);
    expect(url.searchParams.get("subject")).toBe(entry.title);
  });

  it("offer both Outlooks beside Google and the .ics", () => {
    const links = addToCalendar(entry, "https://api.example/api/booking/calendar.ics?b=1");
    expect(new URL(links.outlook).origin).toBe("https://outlook.live.com");
    expect(new URL(links.microsoft365).origin).toBe("https://outlook.office.com");
  });

  it("leave out an empty location", () => {
    const noPlace = { ...entry, location: "" };
    expect(new URL(googleCalendarLink(noPlace)).searchParams.has("location")).toBe(false);
    expect(new URL(outlookCalendarLink(noPlace)).searchParams.has("location")).toBe(false);
  });
});

describe("the .ics file", () => {
  it("is the invitation's event: its UID and SEQUENCE, the times, title and location, no attendees", () => {
    const identity = { uid: "b-1@auditready.example", sequence: 2, stamp: entry.start - 3_600_000 };
    const calendar = new ICAL.Component(ICAL.parse(calendarFile(entry, identity)));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(event.uid).toBe(identity.uid);
    expect(event.sequence).toBe(2);
    expect(event.startDate.toJSDate().getTime()).toBe(entry.start);
    expect(event.endDate.toJSDate().getTime()).toBe(entry.end);
    expect(event.summary).toBe(entry.title);
    expect(event.location).toBe(entry.location);
    expect(event.attendees).toEqual([]);
  });
});
