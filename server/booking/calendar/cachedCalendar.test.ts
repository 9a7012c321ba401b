import { describe, expect, it } from "vitest";
import type { CalendarSource } from "./calendarSource";
import { cachedCalendar } from "./cachedCalendar";
import type { BookingEvent } from "../mails/invitation";
import type { Interval } from "../store/bookings";

const hour = 3_600_000;
const week: Interval = { start: 0, end: 7 * 24 * hour };

/** A calendar in memory that counts how often it is asked for busy times. */
function memoryCalendar() {
  const events = new Map<string, Interval>();
  let asked = 0;
  const source: CalendarSource = {
    name: "memory",
    busyTimes: () => {
      asked++;
      return Promise.resolve([...events.values()]);
    },
    writer: {
      put: (event) => {
        events.set(event.uid, { start: event.start, end: event.end });
        return Promise.resolve();
      },
      remove: (uid) => {
        events.delete(uid);
        return Promise.resolve();
      },
    },
  };
  return { source, asked: () => asked };
}

const demo = { uid: "booking-1", start: 10 * hour, end: 10.5 * hour } as BookingEvent;

describe("cachedCalendar", () => {
  it("asks the calendar once a minute for a burst of visitors", async () => {
    let now = 0;
    const memory = memoryCalendar();
    const calendar = cachedCalendar(memory.source, 60_000, () => now);
    await calendar.busyTimes(week);
    await calendar.busyTimes(week);
    expect(memory.asked()).toBe(1);
    now = 61_000;
    await calendar.busyTimes(week);
    expect(memory.asked()).toBe(2);
  });

  it("offers a slot its own write has just freed at once, not a minute later", async () => {
    const memory = memoryCalendar();
    const calendar = cachedCalendar(memory.source, 60_000, () => 0);
    await calendar.writer?.put(demo);
    expect(await calendar.busyTimes(week)).toEqual([{ start: demo.start, end: demo.end }]);
    await calendar.writer?.remove(demo.uid);
    expect(await calendar.busyTimes(week)).toEqual([]);
    const moved = { ...demo, start: 12 * hour, end: 12.5 * hour };
    await calendar.writer?.put(moved);
    expect(await calendar.busyTimes(week)).toEqual([{ start: moved.start, end: moved.end }]);
  });

  it("has no writer for a read-only feed", () => {
    expect(cachedCalendar({ ...memoryCalendar().source, writer: null }).writer).toBeNull();
  });
});
