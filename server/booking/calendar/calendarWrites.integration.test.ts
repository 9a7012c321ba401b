import ICAL from "ical.js";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { startRadicale, type RadicaleServer } from "../../../tests/integration/radicaleServer";
import { caldavEvents } from "../../../tests/support/caldavEvents";
import { caldavCalendar } from "./caldavCalendar";
import type { CalendarSource } from "./calendarSource";
import { icsFileCalendar } from "./icsFileCalendar";
import type { Interval } from "../store/bookings";
import type { BookingEvent } from "../mails/invitation";

const zone = "Europe/Amsterdam";
const hour = 3_600_000;
let radicale: RadicaleServer;

beforeAll(async () => {
  radicale = await startRadicale();
});
afterAll(() => radicale?.stop());

const demo: BookingEvent = {
  uid: "b2d0e6c4-0d5f-4f0e-9d7e-2c6f2f9b1a10@auditready.example",
  sequence: 0,
  stamp: Date.parse("2027-03-20T10:00:00Z"),
  start: Date.parse("2027-03-29T07:00:00Z"),
  end: Date.parse("2027-03-29T07:30:00Z"),
  summary: "AuditReady demo: Jane Doe (Example Foods)",
  description: "Booked from the website after message 42.",
  organizer: { email: "sales@auditready.example", name: "AuditReady sales" },
  attendee: { email: "jane@example.com", name: "Jane Doe" },
};
const monday: Interval = {
  start: Date.parse("2027-03-28T22:00:00Z"),
  end: Date.parse("2027-03-29T22:00:00Z"),
};

const eventsIn = (url: string) => caldavEvents(url, radicale.authorization);

async function writer(source: CalendarSource) {
  if (!source.writer) throw new Error(`${source.name} is read-only`);
  return source.writer;
}

describe("a booking in the team's CalDAV calendar", () => {
  it("is written once, read back as busy, and removed again", async () => {
    const url = await radicale.newCalendar("bookings");
    const calendar = caldavCalendar(
      { url, username: radicale.username, password: radicale.password },
      zone,
    );
    expect(calendar.name).toBe(url);
    const events = await writer(calendar);

    await events.put(demo);
    await events.put(demo); // an outbox retry after an answer that got lost
    expect(await calendar.busyTimes(monday, { fresh: true })).toEqual([
      { start: demo.start, end: demo.end },
    ]);

    const stored = await eventsIn(url);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.uid).toBe(demo.uid);
    expect(stored[0]?.startDate.toUnixTime()).toBe(demo.start / 1000);
    expect(stored[0]?.startDate.zone?.tzid).toBe(zone);
    expect(stored[0]?.summary).toBe(demo.summary);
    const attendee = stored[0]?.component.getFirstProperty("attendee");
    expect([attendee?.getFirstValue(), attendee?.getParameter("schedule-agent")]).toEqual([
      "mailto:jane@example.com",
      "CLIENT",
    ]);

    const moved = { ...demo, sequence: 1, start: demo.start + hour, end: demo.end + hour };
    await events.put(moved); // a reschedule: the same UID, replaced
    const after = await eventsIn(url);
    expect(after.map((e) => [e.uid, e.startDate.toUnixTime(), e.sequence])).toEqual([
      [demo.uid, moved.start / 1000, 1],
    ]);

    await events.remove(demo.uid);
    await events.remove(demo.uid); // a retry after the event is gone
    expect(await calendar.busyTimes(monday)).toEqual([]);
    expect(await eventsIn(url)).toEqual([]);
  });

  it("fails loudly when the server refuses the write, so the outbox tries again", async () => {
    const { calendarUrl: url, username } = radicale;
    const events = await writer(caldavCalendar({ url, username, password: "wrong" }, zone));
    await expect(events.put(demo)).rejects.toThrow(/answered 401/);
  });
});

describe("a booking in the local calendar file", () => {
  it("creates the file, is added once, read back as busy, and removed; no temporary file stays", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "calendar-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, "nested", "demos.ics");
    const calendar = icsFileCalendar(file, zone);
    expect(await calendar.busyTimes(monday)).toEqual([]);
    const events = await writer(calendar);

    await Promise.all([
      events.put(demo),
      events.put(demo),
      events.put({ ...demo, uid: "other@x", start: demo.end, end: demo.end + 1_800_000 }),
    ]);
    expect(await calendar.busyTimes(monday)).toEqual([
      { start: demo.start, end: demo.end },
      { start: demo.end, end: demo.end + 1_800_000 },
    ]);
    const parsed = new ICAL.Component(ICAL.parse(readFileSync(file, "utf8")));
    expect(parsed.getAllSubcomponents("vevent").map((e) => e.getFirstPropertyValue("uid"))).toEqual(
      [demo.uid, "other@x"],
    );

    await events.remove(demo.uid);
    expect(await calendar.busyTimes(monday)).toEqual([
      { start: demo.end, end: demo.end + 1_800_000 },
    ]);
    expect(readdirSync(path.dirname(file))).toEqual(["demos.ics"]);
    expect(existsSync(file)).toBe(true);
  });
});
