import { describe, expect, it } from "vitest";
import { bookingEnvSchema, readBookingConfig } from "./bookingSettings";
import { bookingSecret } from "../../tests/support/bookingSecret";

describe("booking settings", () => {
  it("offer no booking without a calendar", () => {
    expect(readBookingConfig({})).toBeNull();
    expect(readBookingConfig({ BOOKING_HOURS: "mon 09:00-10:00" })).toBeNull();
  });

  it("default to half-hour demos on weekdays in Amsterdam", () => {
    const config = readBookingConfig(
      { BOOKING_SECRET: bookingSecret, BOOKING_CALENDAR_FILE: "data/calendar.ics" },
      "/srv/site",
    );
    expect(config?.calendar).toEqual({ kind: "icsFile", path: "/srv/site/data/calendar.ics" });
    expect(config?.rules).toMatchObject({
      timeZone: "Europe/Amsterdam",
      slotMinutes: 30,
      bufferMinutes: 0,
      minNoticeMinutes: 120,
      daysAhead: 14,
    });
    expect(config?.rules.hours[0]).toHaveLength(2);
    expect(config?.rules.hours[6]).toEqual([]);
  });

  it("take CalDAV credentials from the URL, decoded, and keep them out of the URL", () => {
    const config = readBookingConfig({
      BOOKING_SECRET: bookingSecret,
      BOOKING_CALDAV_URL: "https://sales%40example.com:p%40ss@dav.example.com/cal/sales/",
    });
    expect(config?.calendar).toEqual({
      kind: "caldav",
      url: "https://dav.example.com/cal/sales/",
      username: "sales@example.com",
      password: "p@ss",
    });
  });

  it("take CalDAV credentials from their own variables", () => {
    const config = readBookingConfig({
      BOOKING_SECRET: bookingSecret,
      BOOKING_CALDAV_URL: "https://dav.example.com/cal/sales/",
      BOOKING_CALDAV_USERNAME: "sales",
      BOOKING_CALDAV_PASSWORD: "secret",
    });
    expect(config?.calendar).toMatchObject({ username: "sales", password: "secret" });
  });

  it("read a webcal:// feed address as https", () => {
    const config = readBookingConfig({
      BOOKING_SECRET: bookingSecret,
      BOOKING_BUSY_ICS_URL: "webcal://p01.example.com/feed.ics",
    });
    expect(config?.calendar).toEqual({ kind: "icsFeed", url: "https://p01.example.com/feed.ics" });
  });

  it.each([
    [
      { BOOKING_TIMEZONE: "Europe/Amsterdm" },
      /BOOKING_TIMEZONE must be a time zone name .*"Europe\/Amsterdm"/,
    ],
    [{ BOOKING_TIMEZONE: "+01:00" }, /BOOKING_TIMEZONE .*daylight saving/],
    [{ BOOKING_HOURS: "mon-fri 9-17" }, /BOOKING_HOURS: "9-17" is not a time range/],
    [{ BOOKING_SLOT_MINUTES: "0" }, /BOOKING_SLOT_MINUTES must be a whole number from 5 to 480/],
    [{ BOOKING_SECRET: "" }, /BOOKING_SECRET is required once a booking calendar is set/],
    [{ BOOKING_SECRET: "short" }, /BOOKING_SECRET .*at least 32 characters.*the one set has 5/],
    [
      { BOOKING_SECRET: bookingSecret, BOOKING_BUSY_ICS_URL: "calendar.example.com/feed" },
      /BOOKING_BUSY_ICS_URL must be an absolute/,
    ],
    [
      { BOOKING_SECRET: bookingSecret, BOOKING_CALDAV_URL: "ftp://dav.example.com/" },
      /BOOKING_CALDAV_URL must be an http\(s\) address/,
    ],
    [
      { BOOKING_SECRET: bookingSecret, BOOKING_CALDAV_URL: "http://dav.example.com/cal/" },
      /BOOKING_CALDAV_URL must use https \(http only for 127.0.0.1 or localhost\)/,
    ],
    [
      {
        BOOKING_SECRET: bookingSecret,
        BOOKING_CALENDAR_FILE: "a.ics",
        BOOKING_BUSY_ICS_URL: "https://example.com/b.ics",
      },
      /set only one/,
    ],
    [
      {
        BOOKING_SECRET: bookingSecret,
        BOOKING_CALDAV_URL: "https://u:p@dav.example.com/",
        BOOKING_CALDAV_PASSWORD: "p",
      },
      /give them in one place/,
    ],
  ])("refuse %j with a message naming the variable", (env, message) => {
    expect(() =>
      readBookingConfig({ BOOKING_SECRET: bookingSecret, BOOKING_CALENDAR_FILE: "x.ics", ...env }),
    ).toThrow(message);
  });

  it("list every wrong setting at once", () => {
    expect(() =>
      readBookingConfig({ BOOKING_TIMEZONE: "Nowhere", BOOKING_DAYS_AHEAD: "soon" }),
    ).toThrow(/BOOKING_TIMEZONE[^]*BOOKING_DAYS_AHEAD/);
  });

  it("report each problem under its variable's name, for the server's list of wrong settings", () => {
    const parsed = bookingEnvSchema("/srv/site").safeParse({
      BOOKING_SECRET: bookingSecret,
      BOOKING_CALENDAR_FILE: "demos.ics",
      BOOKING_SLOT_MINUTES: "half an hour",
      BOOKING_HOURS: "weekdays",
    });
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual([
      "BOOKING_HOURS",
      "BOOKING_SLOT_MINUTES",
    ]);
  });
});
