import fc from "fast-check";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { bookingSecret } from "../../../tests/support/bookingSecret";
import { storedMessage } from "../../../tests/support/storedMessage";
import { readBookingConfig } from "../../config/bookingSettings";
import type { StoredBooking } from "../store/bookings";
import { signedLink, signedLinkOf, type LinkAction } from "../bookingLinks";
import { bookingService } from "../bookingService";
import { newBookingCapability } from "../capability";
import { manageBooking } from "../manage/manageBooking";
import { openTeam } from "./team";
import { sqliteStores } from "../../../tests/support/stores";

const minute = 60_000;
const silent = pino({ level: "silent" });
const zone = "Europe/Amsterdam";
// Monday 1 March 2027, 08:00 in Amsterdam (UTC+1); the team books today and tomorrow.
const now = Date.UTC(2027, 2, 1, 7, 0);
/** Monday or Tuesday (`day` 0 or 1) at `hour`:`minutes` in Amsterdam, as epoch ms. */
const local = (day: number, hour: number, minutes = 0) =>
  Date.UTC(2027, 2, 1 + day, hour - 1, minutes);

type HostName = "Anna" | "Ben" | "Cleo";
interface Period {
  start: number;
  end: number;
}

// What each host's calendar and hours allow, written down here independently of the code
// under test: the oracle every step is checked against.
const busy: Record<HostName, Period[]> = {
  Anna: [
    { start: local(0, 10), end: local(0, 11) },
    { start: local(1, 14), end: local(1, 15) },
  ],
  Ben: [{ start: local(0, 13), end: local(0, 16) }],
  Cleo: [{ start: local(0, 11), end: local(0, 11, 30) }],
};
/** Bookable local hours: BOOKING_HOURS for Anna and Ben, Cleo's own mornings. */
const hours: Record<HostName, [number, number][]> = {
  Anna: [
    [9, 12],
    [13, 17],
  ],
  Ben: [
    [9, 12],
    [13, 17],
  ],
  Cleo: [[9, 12]],
};

const dir = mkdtempSync(path.join(tmpdir(), "host-invariants-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, "");

function writeCalendar(file: string, periods: Period[]) {
  const events = periods.flatMap((period, i) => [
    "BEGIN:VEVENT",
    `UID:busy-${i}@tests`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(period.start)}`,
    `DTEND:${stamp(period.end)}`,
    "SUMMARY:Busy",
    "END:VEVENT",
  ]);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tests//EN",
    ...events,
    "END:VCALENDAR",
  ];
  writeFileSync(file, lines.join("\r\n"));
}

function teamConfig() {
  const hosts = (Object.keys(busy) as HostName[]).map((name) => {
    const file = path.join(dir, `${name}.ics`);
    writeCalendar(file, busy[name]);
    return {
      name,
      email: `${name.toLowerCase()}@auditready.example`,
      calendar: { file },
      languages: name === "Ben" ? ["en"] : ["nl", "en"],
      ...(name === "Cleo" && { hours: "mon-fri 09:00-12:00" }),
    };
  });
  const teamFile = path.join(dir, "team.json");
  writeFileSync(teamFile, JSON.stringify({ hosts }));
  const config = readBookingConfig(
    {
      BOOKING_SECRET: bookingSecret,
      BOOKING_TEAM_FILE: teamFile,
      BOOKING_TIMEZONE: zone,
      BOOKING_DAYS_AHEAD: "1",
    },
    dir,
  );
  if (!config) throw new Error("no team configured");
  return config;
}

/** Every half hour from 08:00 to 18:00 on both days: offered times and others (refused). */
const grid = [0, 1].flatMap((day) => Array.from({ length: 20 }, (_, i) => local(day, 8, 30 * i)));

/** A time to ask for: one of those offered now, or any on the grid (mostly refused). */
const wantedTime = fc.record({ offered: fc.boolean(), index: fc.nat() });

function pick(time: { offered: boolean; index: number }, offered: number[]): number {
  const from = time.offered && offered.length > 0 ? offered : grid;
  return from[time.index % from.length] ?? now;
}
const step = fc.oneof(
  fc.record({ kind: fc.constant("book"), lang: fc.constantFrom("en", "nl"), time: wantedTime }),
  fc.record({ kind: fc.constant("move"), booking: fc.nat(), time: wantedTime }),
  fc.record({ kind: fc.constant("cancel"), booking: fc.nat() }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;
/** The grid's time on `day` at `hour`:00, asked for as such (not one of those offered). */
const gridTime = (day: number, hour: number) => ({
  offered: false,
  index: grid.indexOf(local(day, hour)),
});
const bookAt = (day: number, hour: number): Step => ({
  kind: "book",
  lang: "en",
  time: gridTime(day, hour),
});

const localHour = (ms: number) => {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(ms);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part("hour") + part("minute") / 60;
};

/** What no step may ever leave behind: each host's active demos apart, in hours, not busy. */
function expectEveryHostKeepsTheirTime(active: StoredBooking[]) {
  for (const booking of active) {
    const host = booking.host as HostName;
    expect(Object.keys(busy)).toContain(host);
    const [from, to] = [localHour(booking.start), localHour(booking.end - 1)];
    expect(
      hours[host].some(([open, close]) => from >= open && to < close),
      `${host}'s demo at ${new Date(booking.start).toISOString()} is within their hours`,
    ).toBe(true);
    for (const period of busy[host]) {
      expect(
        booking.end <= period.start || booking.start >= period.end,
        `${host}'s demo at ${new Date(booking.start).toISOString()} is clear of their busy time`,
      ).toBe(true);
    }
    for (const other of active) {
      if (other === booking || other.host !== booking.host) continue;
      expect(
        booking.end <= other.start || booking.start >= other.end,
        `${host} holds two demos at ${new Date(booking.start).toISOString()}`,
      ).toBe(true);
    }
  }
}

describe("a team of three under random books, moves and cancels (SQLite)", () => {
  const config = teamConfig();
  const team = openTeam(config);
  /** What the runs did, so a property that held only because nothing happened fails. */
  const changes = { booked: 0, cancelled: 0, movedToAnotherHost: 0 };

  async function run(steps: Step[]) {
    const stores = sqliteStores(path.join(dir, `${Math.random().toString(36).slice(2)}.db`));
    const options = {
      config,
      calendar: team.hosts[0].calendar,
      team,
      stores,
      jobs: () => [],
      giveUpAfterMs: 60 * minute,
      onStored: () => undefined,
      now: () => now,
    };
    const service = bookingService(options);
    const manage = manageBooking(options);
    const link = (booking: StoredBooking, action: LinkAction) => {
      const url = new URL(
        signedLink(booking, action, "en", { secret: bookingSecret, origin: "http://x" }),
      );
      const signed = signedLinkOf(action, Object.fromEntries(url.searchParams));
      if (!signed) throw new Error("no link");
      return signed;
    };
    const startsOf = (slots: { days: { slots: { start: number }[] }[] }) =>
      slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
    const active = async () =>
      (await stores.booking.upcomingBookings(now, 1000)).filter((b) => b.status === "active");

    try {
      for (const [i, next] of steps.entries()) {
        const demos = await active();
        if (next.kind === "book") {
          const { token, hash } = newBookingCapability();
          const base = storedMessage(now, 60 * minute);
          const email = `visitor${i}@company${i}.nl`;
          await stores.messages.insert({
            ...base,
            lang: next.lang,
            fields: { ...base.fields, email },
            bookingCapabilityHash: hash,
          });
          const listing = await service.slots(token, zone, silent);
          const offered = listing.kind === "slots" ? startsOf(listing.slots) : [];
          const outcome = await service.book(token, pick(next.time, offered), zone, silent);
          if (outcome.kind === "booked" || outcome.kind === "held") changes.booked++;
        } else if (demos.length > 0) {
          const booking = demos[next.booking % demos.length] as StoredBooking;
          if (next.kind === "cancel") {
            const outcome = await manage.cancel(link(booking, "cancel"), silent);
            if (outcome.kind === "cancelled") changes.cancelled++;
          } else {
            const choice = await manage.slots(link(booking, "reschedule"), silent);
            const offered = choice.kind === "slots" ? startsOf(choice.slots) : [];
            const start = pick(next.time, offered);
            const outcome = await manage.reschedule(link(booking, "reschedule"), start, silent);
            if (outcome.kind === "rescheduled" && outcome.booking.host !== booking.host) {
              changes.movedToAnotherHost++;
            }
          }
        }
        expectEveryHostKeepsTheirTime(await active());
      }
    } finally {
      await stores.engine.close();
    }
  }

  it("never gives a host overlapping demos, a demo outside their hours or over a busy time", async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), run), {
      // Thirty random runs, and before them one that surely moves a demo to another host: an
      // English demo on Tuesday at 14:00 can only be Ben's (Anna is busy, Cleo's hours are
      // mornings), and Monday at 14:00 only Anna's (Ben is busy). The random runs alone moved one
      // in about eleven suites of twelve, and the check below that one was moved then failed.
      numRuns: 31,
      examples: [[[bookAt(1, 14), { kind: "move", booking: 0, time: gridTime(0, 14) }]]],
    });
    expect(changes.booked).toBeGreaterThan(30);
    expect(changes.cancelled).toBeGreaterThan(0);
    expect(changes.movedToAnotherHost).toBeGreaterThan(0);
  });
});
