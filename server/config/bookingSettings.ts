import path from "node:path";
import { z } from "zod";
import { parsedWith, settingsError, text, whole } from "./settingSchemas";
import { parseBookingHours, type WeeklyHours } from "./bookingHours";
import { ianaZone } from "./timeZones";
import { webAddress, type CalendarSetting } from "./calendarSetting";
import { readTeamFile, teamOfOne, type TeamSetting } from "./teamFile";

/** When the team takes demos: the bookable hours in their zone, and how slots are cut from them. */
export interface AvailabilityRules {
  /** IANA zone the bookable hours are read in. */
  timeZone: string;
  hours: WeeklyHours;
  slotMinutes: number;
  /** Kept free before and after every busy time. */
  bufferMinutes: number;
  /** The earliest slot starts at least this long after now. */
  minNoticeMinutes: number;
  /** The last day offered is today plus this many days, in the team's zone. */
  daysAhead: number;
}

export interface BookingConfig {
  /** The single calendar's setting; with a team file, its first host's (the team is in `team`). */
  calendar: CalendarSetting;
  /** Who gives the demos: the team file's hosts, or the single calendar as a team of one. */
  team: TeamSetting;
  rules: AvailabilityRules;
  /** Signs the visitor's cancel and reschedule links (server/booking/bookingLinks.ts). */
  secret: string;
  /** How to join a demo, as the reminder gives it (a video link or an address); may be empty. */
  location: string;
  /** How many times a visitor may move one booking with its links (BOOKING_MAX_CHANGES). */
  maxChanges: number;
  /** Bookings made at once per hour, team-wide; past it, every booking waits for its confirmation. */
  hourlyCap: number;
  /** How long a hold waits for its confirmation by mail before its slot is offered again. */
  holdMinutes: number;
}

/** 32 characters: 128 bits as hex, more as base64; `openssl rand -hex 32` gives 64. */
const minSecretLength = 32;

type Env = Partial<Record<string, string | undefined>>;

function timeZone(fallback: string) {
  return parsedWith((value) => {
    const zone = ianaZone(value);
    if (!zone) {
      throw new Error(
        `must be a time zone name such as Europe/Amsterdam (not an offset, which ignores daylight saving time), got "${value}"`,
      );
    }
    return zone;
  }, fallback);
}

function optionalAddress() {
  return parsedWith((value) => (value ? webAddress(value) : null), "");
}

/** An origin only (scheme, host, port): the links add their own path. */
export function optionalOrigin() {
  return parsedWith((value) => {
    if (!value) return null;
    const url = webAddress(value);
    if (url.href !== `${url.origin}/`) {
      throw new Error(`must be an origin such as http://localhost:3000, without a path`);
    }
    return url.origin;
  }, "");
}

/** Each booking setting, one environment variable each. */
const bookingEnvShape = {
  BOOKING_CALDAV_URL: optionalAddress(),
  BOOKING_CALDAV_USERNAME: text(""),
  BOOKING_CALDAV_PASSWORD: text(""),
  BOOKING_BUSY_ICS_URL: optionalAddress(),
  BOOKING_CALENDAR_FILE: text(""),
  BOOKING_TEAM_FILE: text(""),
  BOOKING_TIMEZONE: timeZone("Europe/Amsterdam"),
  BOOKING_HOURS: parsedWith(parseBookingHours, "mon-fri 09:00-12:00,13:00-17:00"),
  BOOKING_SLOT_MINUTES: whole(30, 5, 8 * 60),
  BOOKING_BUFFER_MINUTES: whole(0, 0, 8 * 60),
  BOOKING_MIN_NOTICE_MINUTES: whole(2 * 60, 0),
  BOOKING_DAYS_AHEAD: whole(14, 0, 365),
  BOOKING_MAX_CHANGES: whole(3, 0, 100),
  BOOKING_SECRET: text(""),
  BOOKING_LOCATION: text(""),
  BOOKING_HOURLY_CAP: whole(6, 0),
  BOOKING_HOLD_MINUTES: whole(30, 1, 24 * 60),
};

type BookingEnv = z.infer<z.ZodObject<typeof bookingEnvShape>>;

/** Credentials in the URL's userinfo or in their own variables, never both. */
function caldavSetting(s: BookingEnv, url: URL, ctx: z.RefinementCtx): CalendarSetting {
  const inUrl = url.username !== "" || url.password !== "";
  if (inUrl && (s.BOOKING_CALDAV_USERNAME || s.BOOKING_CALDAV_PASSWORD)) {
    ctx.addIssue({
      code: "custom",
      path: ["BOOKING_CALDAV_URL"],
      message:
        "BOOKING_CALDAV_URL holds credentials and BOOKING_CALDAV_USERNAME/PASSWORD are set too; give them in one place",
    });
  }
  const username = inUrl ? decodeURIComponent(url.username) : s.BOOKING_CALDAV_USERNAME;
  const password = inUrl ? decodeURIComponent(url.password) : s.BOOKING_CALDAV_PASSWORD;
  const bare = new URL(url);
  bare.username = "";
  bare.password = "";
  return { kind: "caldav", url: bare.href, username, password };
}

function calendarSetting(s: BookingEnv, cwd: string, ctx: z.RefinementCtx): CalendarSetting | null {
  const sources = [
    s.BOOKING_CALDAV_URL && caldavSetting(s, s.BOOKING_CALDAV_URL, ctx),
    s.BOOKING_BUSY_ICS_URL && { kind: "icsFeed" as const, url: s.BOOKING_BUSY_ICS_URL.href },
    s.BOOKING_CALENDAR_FILE && {
      kind: "icsFile" as const,
      path: path.resolve(cwd, s.BOOKING_CALENDAR_FILE),
    },
  ].filter((source): source is CalendarSetting => Boolean(source));
  if (sources.length > 1) {
    ctx.addIssue({
      code: "custom",
      path: ["BOOKING_CALDAV_URL"],
      message:
        "BOOKING_CALDAV_URL, BOOKING_BUSY_ICS_URL and BOOKING_CALENDAR_FILE name different calendars; set only one",
    });
  }
  return sources[0] ?? null;
}

/** The team file's hosts, or the single calendar as a team of one; null: no calendar at all. */
function teamSetting(s: BookingEnv, cwd: string, ctx: z.RefinementCtx): TeamSetting | null {
  const single = calendarSetting(s, cwd, ctx);
  if (!s.BOOKING_TEAM_FILE) return single && teamOfOne(single);
  if (single) {
    ctx.addIssue({
      code: "custom",
      path: ["BOOKING_TEAM_FILE"],
      message:
        "BOOKING_TEAM_FILE names each host's calendar; leave BOOKING_CALDAV_URL, BOOKING_BUSY_ICS_URL and BOOKING_CALENDAR_FILE unset",
    });
  }
  try {
    return readTeamFile(path.resolve(cwd, s.BOOKING_TEAM_FILE), cwd);
  } catch (error) {
    const message = `BOOKING_TEAM_FILE ${(error as Error).message}`;
    ctx.addIssue({ code: "custom", path: ["BOOKING_TEAM_FILE"], message });
    return null;
  }
}

/** Booking settings checked as strictly as the server's; null without a calendar (no booking). */
export function bookingEnvSchema(cwd: string) {
  return z.object(bookingEnvShape).transform((s, ctx): BookingConfig | null => {
    const team = teamSetting(s, cwd, ctx);
    if (!team) return null;
    const calendar = team.hosts[0].calendar;
    if (s.BOOKING_SECRET.length < minSecretLength) {
      ctx.addIssue({
        code: "custom",
        path: ["BOOKING_SECRET"],
        message: `is required once a booking calendar is set: a random value of at least ${minSecretLength} characters that signs the visitors' cancel and reschedule links (e.g. openssl rand -hex 32)${s.BOOKING_SECRET ? `; the one set has ${s.BOOKING_SECRET.length}` : ""}`,
      });
    }
    return {
      calendar,
      team,
      secret: s.BOOKING_SECRET,
      rules: {
        timeZone: s.BOOKING_TIMEZONE,
        hours: s.BOOKING_HOURS,
        slotMinutes: s.BOOKING_SLOT_MINUTES,
        bufferMinutes: s.BOOKING_BUFFER_MINUTES,
        minNoticeMinutes: s.BOOKING_MIN_NOTICE_MINUTES,
        daysAhead: s.BOOKING_DAYS_AHEAD,
      },
      location: s.BOOKING_LOCATION,
      maxChanges: s.BOOKING_MAX_CHANGES,
      hourlyCap: s.BOOKING_HOURLY_CAP,
      holdMinutes: s.BOOKING_HOLD_MINUTES,
    };
  });
}

export function readBookingConfig(env: Env, cwd = process.cwd()): BookingConfig | null {
  const parsed = bookingEnvSchema(cwd).safeParse(env);
  if (!parsed.success) throw settingsError(parsed.error);
  return parsed.data;
}
