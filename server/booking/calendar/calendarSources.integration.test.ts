import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRadicale, type RadicaleServer } from "../../../tests/integration/radicaleServer";
import { cleanupAfterEach } from "../../../tests/support/cleanupAfterEach";
import { startIcsFeed } from "../../../tests/support/icsFeed";
import { putCalendarObjects, salesTeamCalendar } from "../../../tests/support/salesTeamCalendar";
import { readBookingConfig } from "../../config/bookingSettings";
import { cachedCalendar } from "./cachedCalendar";
import { caldavCalendar } from "./caldavCalendar";
import type { CalendarSource } from "./calendarSource";
import { icsFeedCalendar } from "./icsFeedCalendar";
import { icsFileCalendar } from "./icsFileCalendar";
import type { Interval } from "../store/bookings";
import { mergeIntervals } from "../intervals";
import { openCalendar } from "./openCalendar";
import { bookingSecret } from "../../../tests/support/bookingSecret";

const zone = "Europe/Amsterdam";
const cleanup = cleanupAfterEach();
let radicale: RadicaleServer;

beforeAll(async () => {
  radicale = await startRadicale();
});
afterAll(() => radicale?.stop());

// Monday 22 March 00:00 to Tuesday 30 March 00:00 in Amsterdam; the clocks go forward on the 28th.
const week: Interval = {
  start: Date.parse("2027-03-21T23:00:00Z"),
  end: Date.parse("2027-03-29T22:00:00Z"),
};

const shown = (busy: Interval[]) =>
  mergeIntervals(busy).map(
    (b) => `${new Date(b.start).toISOString()} ${new Date(b.end).toISOString()}`,
  );

const sources: [string, () => Promise<CalendarSource>][] = [
  [
    "a CalDAV calendar (Radicale)",
    async () => {
      const url = await radicale.newCalendar(`week-${Date.now()}`);
      await putCalendarObjects(url, radicale.authorization, salesTeamCalendar);
      return caldavCalendar(
        { url, username: radicale.username, password: radicale.password },
        zone,
      );
    },
  ],
  [
    "a published feed over HTTP",
    async () => {
      const feed = await startIcsFeed(salesTeamCalendar);
      cleanup(feed.stop);
      return icsFeedCalendar(feed.url, zone);
    },
  ],
  [
    "a local iCalendar file",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "calendar-"));
      cleanup(async () => rmSync(dir, { recursive: true, force: true }));
      const file = path.join(dir, "sales.ics");
      writeFileSync(file, salesTeamCalendar);
      return icsFileCalendar(file, zone);
    },
  ],
];

describe.each(sources)("busy times from %s", (_, open) => {
  it("follow the series, its exceptions, all-day and other-zone events, and skip free and cancelled ones", async () => {
    const source = await open();
    expect(shown(await source.busyTimes(week))).toEqual([
      // Wednesday's 10:00 meeting moved to 14:00 (Monday's is struck by EXDATE).
      "2027-03-24T13:00:00.000Z 2027-03-24T14:00:00.000Z",
      // The trade fair, all of Thursday in Amsterdam.
      "2027-03-24T23:00:00.000Z 2027-03-25T23:00:00.000Z",
      // 09:00 in New York, already on summer time there: 14:00 in Amsterdam.
      "2027-03-26T13:00:00.000Z 2027-03-26T14:00:00.000Z",
      // The Sunday check and Monday's meeting stay at 10:00 local after the clocks go forward.
      "2027-03-28T08:00:00.000Z 2027-03-28T09:00:00.000Z",
      "2027-03-29T08:00:00.000Z 2027-03-29T09:00:00.000Z",
    ]);
  });
});

describe("a calendar that cannot be read", () => {
  it("fails instead of showing a free week, for CalDAV with a wrong password and a feed that errs", async () => {
    const caldav = caldavCalendar(
      { url: radicale.calendarUrl, username: radicale.username, password: "wrong" },
      zone,
    );
    await expect(caldav.busyTimes(week)).rejects.toThrow(/401/);
    const feed = await startIcsFeed(salesTeamCalendar);
    cleanup(feed.stop);
    feed.serve(503);
    await expect(icsFeedCalendar(feed.url, zone).busyTimes(week)).rejects.toThrow(/answered 503/);
  });
});

describe("the busy-times cache", () => {
  it("asks the calendar once a minute, and again when a booking is about to be confirmed", async () => {
    const feed = await startIcsFeed(salesTeamCalendar);
    cleanup(feed.stop);
    let now = Date.parse("2027-03-21T23:00:00Z");
    const calendar = cachedCalendar(icsFeedCalendar(feed.url, zone), 60_000, () => now);
    const first = await calendar.busyTimes(week);
    await calendar.busyTimes({ ...week, start: week.start + 1000 });
    expect(feed.requests()).toBe(1);

    feed.serve(
      salesTeamCalendar.replace("SUMMARY:Trade fair", "SUMMARY:Trade fair\r\nTRANSP:TRANSPARENT"),
    );
    const fresh = await calendar.busyTimes(week, { fresh: true });
    expect(feed.requests()).toBe(2);
    expect(fresh).toHaveLength(first.length - 1);

    now += 61_000;
    await calendar.busyTimes(week);
    expect(feed.requests()).toBe(3);
  });

  it("keeps no failure: the next visitor asks the calendar again", async () => {
    const feed = await startIcsFeed(salesTeamCalendar);
    cleanup(feed.stop);
    const calendar = cachedCalendar(icsFeedCalendar(feed.url, zone));
    feed.serve(500);
    await expect(calendar.busyTimes(week)).rejects.toThrow();
    feed.serve(salesTeamCalendar);
    await expect(calendar.busyTimes(week)).resolves.toHaveLength(5);
  });
});

describe("the calendar the settings name", () => {
  it("is read through the cache: a burst of slot lists asks the feed once", async () => {
    const feed = await startIcsFeed(salesTeamCalendar);
    cleanup(feed.stop);
    const config = readBookingConfig({
      BOOKING_SECRET: bookingSecret,
      BOOKING_BUSY_ICS_URL: feed.url,
    });
    if (!config) throw new Error("a feed was configured");
    const calendar = openCalendar(config);
    expect(calendar.writer).toBeNull();
    expect(calendar.name).not.toContain("secret");
    const lists = await Promise.all([1, 2, 3].map(() => calendar.busyTimes(week)));
    expect(lists.map((busy) => busy.length)).toEqual([5, 5, 5]);
    expect(feed.requests()).toBe(1);
  });
});
