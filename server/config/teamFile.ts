import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { languages, type Lang } from "../../common/i18n/lang";
import { coverableStandards, type Standard } from "../../common/contact/qualification";
import { parseBookingHours, type WeeklyHours } from "./bookingHours";
import { webAddress, type CalendarSetting } from "./calendarSetting";

/** One person who gives demos, as the team file describes them. */
export interface HostSetting {
  /** Names the host in notices, the operator's lists and the booking's row; unique in the team. */
  name: string;
  /** Organises the host's demos; null for the team of one, whose organiser is the inbox. */
  email: string | null;
  calendar: CalendarSetting;
  /** The languages the host gives demos in; null: any (the team of one). */
  languages: readonly Lang[] | null;
  /** Share of the demos against the others' (2 takes twice as many as 1). */
  weight: number;
  /** The host's own bookable hours; null: BOOKING_HOURS. */
  hours: WeeklyHours | null;
  /** When the host joined (epoch ms): round robin counts their demos from then on only. */
  since: number | null;
  /** How to join the host's demos (their video room or an address); null: BOOKING_LOCATION. */
  location: string | null;
  /** The standards the host demos for (docs/bookings.md#who-gets-which-demo); empty: none named. */
  standards: readonly Standard[];
}

export interface TeamSetting {
  /** Every demo with every host (a slot only when all are free), rather than one host each. */
  collective: boolean;
  hosts: readonly [HostSetting, ...HostSetting[]];
}

/** The single calendar of BOOKING_CALDAV_URL, a feed or a file, as a team of one. */
export const teamOfOne = (calendar: CalendarSetting): TeamSetting => ({
  collective: false,
  hosts: [
    {
      name: "",
      email: null,
      calendar,
      languages: null,
      weight: 1,
      hours: null,
      since: null,
      location: null,
      standards: [],
    },
  ],
});

function checked<T>(parse: (value: string) => T) {
  return z.string().transform((value, ctx): T => {
    try {
      return parse(value);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  });
}

const address = checked((value) => webAddress(value));

function calendarSchema(cwd: string) {
  const file = z
    .object({ file: z.string().trim().min(1) })
    .strict()
    .transform(({ file }): CalendarSetting => ({ kind: "icsFile", path: path.resolve(cwd, file) }));
  const feed = z
    .object({ feed: address })
    .strict()
    .transform(({ feed }): CalendarSetting => ({ kind: "icsFeed", url: feed.href }));
  const caldav = z
    .object({ caldav: address, username: z.string().default(""), password: z.string().default("") })
    .strict()
    .transform(({ caldav, username, password }): CalendarSetting => {
      const bare = new URL(caldav);
      bare.username = "";
      bare.password = "";
      return {
        kind: "caldav",
        url: bare.href,
        username: username || decodeURIComponent(caldav.username),
        password: password || decodeURIComponent(caldav.password),
      };
    });
  return z.union([file, feed, caldav], {
    error: 'must be { "file": path }, { "feed": url } or { "caldav": url, "username", "password" }',
  });
}

/** A standard a host covers: one of the form's named ones (common/contact/qualification.ts). */
const standard = checked((value): Standard => {
  const known = coverableStandards.find((code) => code === value);
  if (!known) {
    throw new Error(
      `"${value}" is not a standard a host can cover; one of ${coverableStandards.join(", ")}`,
    );
  }
  return known;
});

const isoDay = checked((value) => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  if (Number.isNaN(day)) throw new Error(`must be a date such as 2026-11-26, got "${value}"`);
  return day;
});

function teamSchema(cwd: string) {
  const host = z
    .object({
      name: z.string().trim().min(1),
      email: z.email(),
      calendar: calendarSchema(cwd),
      languages: z.array(z.enum(languages)).min(1),
      weight: z.number().positive().default(1),
      hours: checked(parseBookingHours).optional(),
      since: isoDay.optional(),
      location: z.string().trim().min(1).optional(),
      standards: z.array(standard).optional(),
    })
    .strict()
    .transform((h): HostSetting => ({
      ...h,
      hours: h.hours ?? null,
      since: h.since ?? null,
      location: h.location ?? null,
      standards: [...new Set(h.standards ?? [])],
    }));
  return z
    .object({
      collective: z.boolean().default(false),
      hosts: z.array(host).min(1),
    })
    .strict()
    .superRefine(({ hosts }, ctx) => {
      const seen = new Set<string>();
      hosts.forEach((h, index) => {
        const key = h.name.toLowerCase();
        if (seen.has(key)) {
          ctx.addIssue({
            code: "custom",
            path: ["hosts", index, "name"],
            message: "is given twice",
          });
        }
        seen.add(key);
      });
    })
    .transform(({ collective, hosts: [first, ...others] }): TeamSetting => {
      // min(1) above: there is a first host.
      if (!first) throw new Error("a team needs a host");
      return { collective, hosts: [first, ...others] };
    });
}

/** `host "Anna" field calendar` for an issue at hosts[i].calendar; the path as is elsewhere. */
function whereOf(issuePath: readonly PropertyKey[], raw: unknown): string {
  const [top, index, ...field] = issuePath;
  if (top !== "hosts" || typeof index !== "number") return issuePath.join(".") || "the file";
  const entry = (raw as { hosts?: { name?: unknown }[] }).hosts?.[index];
  const name = typeof entry?.name === "string" && entry.name ? `"${entry.name}"` : `#${index + 1}`;
  return field.length ? `host ${name} field ${field.join(".")}` : `host ${name}`;
}

/**
 * The team file (JSON, docs/bookings.md#a-team-of-hosts), checked whole: a wrong entry throws an
 * error naming the host and the field, so the start stops before any visitor sees a slot. Calendar
 * files are found from `cwd`, as BOOKING_CALENDAR_FILE is.
 */
export function readTeamFile(file: string, cwd: string): TeamSetting {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file} could not be read as JSON: ${(error as Error).message}`);
  }
  const parsed = teamSchema(cwd).safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${whereOf(issue.path, raw)}: ${issue.message}`,
  );
  throw new Error(`${file}: ${problems.join("; ")}`);
}
