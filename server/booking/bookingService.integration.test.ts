import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { closedPort } from "../../tests/support/closedPort";
import { storedMessage } from "../../tests/support/storedMessage";
import { readBookingConfig } from "../config/bookingSettings";
import { bookingService, type BookingService } from "./bookingService";
import { newBookingCapability } from "./capability";
import { openCalendar } from "./calendar/openCalendar";
import { bookingSecret } from "../../tests/support/bookingSecret";
import { storageBackends } from "../../tests/support/databaseBackends";
import type { Stores } from "../hosts/stores";

const minute = 60_000;
const silent = pino({ level: "silent" });
// Monday 1 March 2027, 08:00 in Amsterdam: with two hours' notice the first slot is 10:00.
const now = Date.UTC(2027, 2, 1, 7, 0);
const tenAmsterdam = Date.UTC(2027, 2, 1, 9, 0);
const halfPastTen = tenAmsterdam + 30 * minute;

const dir = mkdtempSync(path.join(tmpdir(), "booking-service-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, "");

function writeCalendar(file: string, meetings: { start: number; end: number }[]) {
  const events = meetings.flatMap((m, i) => [
    "BEGIN:VEVENT",
    `UID:meeting-${i}@tests`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(m.start)}`,
    `DTEND:${stamp(m.end)}`,
    "SUMMARY:Customer call",
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

const backends = storageBackends("booking");

describe.each(backends)("booking a demo (calendar file, $name)", ({ open }) => {
  let stores: Stores;
  let calendarFile: string;
  let service: BookingService;
  let stored: number;

  const serviceFor = (env: Record<string, string>, on: Stores = stores) => {
    const config = readBookingConfig(env, dir);
    if (!config) throw new Error("no calendar configured");
    return bookingService({
      config,
      calendar: openCalendar(config),
      stores: on,
      jobs: (event) => [{ event, channel: "slack", target: "" }],
      giveUpAfterMs: 60 * minute,
      onStored: () => stored++,
      now: () => now,
    });
  };

  async function visitor(): Promise<{ token: string; id: string }> {
    const { token, hash } = newBookingCapability();
    const message = { ...storedMessage(now, 60 * minute), bookingCapabilityHash: hash };
    await stores.messages.insert(message);
    return { token, id: message.id };
  }

  const slotStarts = async (token: string) => {
    const listing = await service.slots(token, "Europe/Amsterdam", silent);
    if (listing.kind !== "slots") throw new Error(`no slots: ${listing.kind}`);
    return listing.slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
  };

  beforeEach(async () => {
    const name = `${Math.random().toString(36).slice(2)}`;
    stores = await open();
    calendarFile = path.join(dir, `${name}.ics`);
    writeCalendar(calendarFile, [{ start: tenAmsterdam, end: halfPastTen }]);
    service = serviceFor({ BOOKING_SECRET: bookingSecret, BOOKING_CALENDAR_FILE: calendarFile });
    stored = 0;
  });
  afterEach(() => stores.engine.close());

  it("offers the free slots in the visitor's zone, around the team's meetings", async () => {
    const { token } = await visitor();
    const listing = await service.slots(token, "Europe/London", silent);
    if (listing.kind !== "slots") throw new Error(listing.kind);
    expect(listing.slots.zone).toBe("Europe/London");
    expect(listing.slots.days[0]?.slots[0]).toMatchObject({
      start: halfPastTen,
      time: "09:30",
      teamTime: "10:30",
    });
    expect(await service.slots("not-a-capability", undefined, silent)).toEqual({ kind: "unknown" });
  });

  it("books a free slot once, holds it for everyone else, and wakes the outbox", async () => {
    const anna = await visitor();
    const bram = await visitor();
    const booked = await service.book(anna.token, halfPastTen, "Europe/London", silent);
    expect(booked).toMatchObject({
      kind: "booked",
      booking: { messageId: anna.id, start: halfPastTen, end: halfPastTen + 30 * minute },
    });
    expect(stored).toBe(1);
    expect((await stores.messages.jobsOf(anna.id)).map((job) => job.channel)).toContain("slack");
    expect(await service.slots(anna.token, undefined, silent)).toMatchObject({
      kind: "alreadyBooked",
    });
    expect(
      await service.book(anna.token, halfPastTen + 60 * minute, undefined, silent),
    ).toMatchObject({
      kind: "alreadyBooked",
      booking: { start: halfPastTen },
    });
    // The calendar file does not have the event yet (no calendar job ran): the database holds it.
    expect(await slotStarts(bram.token)).not.toContain(halfPastTen);
    const taken = await service.book(bram.token, halfPastTen, undefined, silent);
    expect(taken.kind).toBe("taken");
    if (taken.kind === "taken") {
      expect(taken.slots.days[0]?.slots[0]?.start).toBe(halfPastTen + 30 * minute);
    }
  });

  it("checks the calendar itself before confirming: a meeting added a moment ago wins", async () => {
    const { token, id } = await visitor();
    expect(await slotStarts(token)).toContain(halfPastTen);
    writeCalendar(calendarFile, [{ start: tenAmsterdam, end: halfPastTen + 30 * minute }]);
    const outcome = await service.book(token, halfPastTen, undefined, silent);
    expect(outcome.kind).toBe("taken");
    if (outcome.kind === "taken") {
      expect(outcome.slots.days[0]?.slots[0]?.start).toBe(halfPastTen + 30 * minute);
    }
    expect(await stores.booking.bookingOf(id)).toBeNull();
  });

  it("refuses a time never offered (off the slots' boundaries, too soon, no time) as such, not as taken", async () => {
    const { token } = await visitor();
    for (const start of [halfPastTen + 7 * minute, now, NaN]) {
      expect((await service.book(token, start, undefined, silent)).kind).toBe("notOffered");
    }
  });

  it("answers 'unavailable', booking nothing, when the calendar cannot be read", async () => {
    service = serviceFor({
      BOOKING_SECRET: bookingSecret,
      BOOKING_BUSY_ICS_URL: `http://127.0.0.1:${await closedPort()}/f.ics`,
    });
    const { token, id } = await visitor();
    const { log, lines } = recording();
    expect(await service.slots(token, undefined, log)).toEqual({ kind: "unavailable" });
    expect(lines()).toEqual([expect.objectContaining({ msg: "booking: calendar unavailable" })]);
    expect(await service.book(token, halfPastTen, undefined, silent)).toEqual({
      kind: "unavailable",
    });
    expect(await stores.booking.bookingOf(id)).toBeNull();
    expect(stored).toBe(0);
  });

  it("names the storage, not the calendar, when the database fails under a booking", async () => {
    const { token } = await visitor();
    const closed = await open();
    await closed.engine.close();
    const env = { BOOKING_SECRET: bookingSecret, BOOKING_CALENDAR_FILE: calendarFile };
    const { log, lines } = recording();
    const outcome = await serviceFor(env, closed).book(token, halfPastTen, undefined, log);
    expect(outcome).toEqual({ kind: "unavailable" });
    expect(lines()).toEqual([expect.objectContaining({ msg: "booking: storage unavailable" })]);
  });
});

/** A logger that keeps its lines, for a test that reads what the operator would. */
function recording() {
  const kept: string[] = [];
  const log = pino({ base: undefined }, { write: (line: string) => void kept.push(line) });
  return { log, lines: () => kept.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
