import { describe, expect, it } from "vitest";
import type { AvailabilityRules } from "../config/bookingSettings";
import { availabilityRange, freeSlots } from "./availability";
import { parseBookingHours } from "../config/bookingHours";

const rules = (overrides: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  timeZone: "Europe/Amsterdam",
  hours: parseBookingHours("mon-fri 09:00-12:00,13:00-17:00"),
  slotMinutes: 30,
  bufferMinutes: 0,
  minNoticeMinutes: 0,
  daysAhead: 0,
  ...overrides,
});
const at = (iso: string) => Date.parse(iso);
const starts = (slots: { start: number }[]) => slots.map((s) => new Date(s.start).toISOString());

// Monday 2027-01-11, 07:00 in Amsterdam (UTC+1).
const mondayMorning = at("2027-01-11T06:00:00Z");

describe("free slots", () => {
  it("fill the bookable hours in the team's zone, skipping the lunch break", () => {
    const slots = freeSlots(rules(), [], mondayMorning);
    expect(slots).toHaveLength(14);
    expect(starts(slots).slice(5, 7)).toEqual([
      "2027-01-11T10:30:00.000Z",
      "2027-01-11T12:00:00.000Z",
    ]);
    expect(slots[0]).toEqual({
      start: at("2027-01-11T08:00:00Z"),
      end: at("2027-01-11T08:30:00Z"),
    });
  });

  it("leave out slots overlapping a busy time or its buffer", () => {
    const busy = [{ start: at("2027-01-11T09:10:00Z"), end: at("2027-01-11T09:40:00Z") }];
    expect(starts(freeSlots(rules(), busy, mondayMorning)).slice(0, 3)).toEqual([
      "2027-01-11T08:00:00.000Z",
      "2027-01-11T08:30:00.000Z",
      "2027-01-11T10:00:00.000Z",
    ]);
    expect(
      starts(freeSlots(rules({ bufferMinutes: 30 }), busy, mondayMorning)).slice(0, 2),
    ).toEqual(["2027-01-11T08:00:00.000Z", "2027-01-11T10:30:00.000Z"]);
  });

  it("respect the minimum notice and the days ahead, and skip closed days", () => {
    const tenThirty = at("2027-01-15T09:30:00Z"); // Friday 10:30 in Amsterdam
    const slots = freeSlots(rules({ minNoticeMinutes: 60, daysAhead: 3 }), [], tenThirty);
    expect(starts(slots)[0]).toBe("2027-01-15T10:30:00.000Z");
    expect(new Set(starts(slots).map((s) => s.slice(0, 10)))).toEqual(
      new Set(["2027-01-15", "2027-01-18"]),
    );
  });

  it("keep wall-clock hours across daylight saving changes and count the real hours", () => {
    const night = rules({ hours: parseBookingHours("sun 01:00-04:00") });
    // 02:00-03:00 does not exist on 28 March 2027: two hours, four slots, none at 02:xx.
    expect(starts(freeSlots({ ...night, daysAhead: 1 }, [], at("2027-03-27T12:00:00Z")))).toEqual([
      "2027-03-28T00:00:00.000Z",
      "2027-03-28T00:30:00.000Z",
      "2027-03-28T01:00:00.000Z",
      "2027-03-28T01:30:00.000Z",
    ]);
    // 02:00-03:00 happens twice on 31 October 2027: four hours, eight slots.
    const autumn = freeSlots({ ...night, daysAhead: 1 }, [], at("2027-10-30T12:00:00Z"));
    expect(autumn).toHaveLength(8);
    expect(autumn[0]?.start).toBe(at("2027-10-30T23:00:00Z"));
    expect(autumn[7]?.end).toBe(at("2027-10-31T03:00:00Z"));
  });

  it("start at 09:00 local on both sides of the spring change", () => {
    const daily = rules({ hours: parseBookingHours("mon-sun 09:00-09:30"), daysAhead: 2 });
    expect(starts(freeSlots(daily, [], at("2027-03-27T00:00:00Z")))).toEqual([
      "2027-03-27T08:00:00.000Z",
      "2027-03-28T07:00:00.000Z",
      "2027-03-29T07:00:00.000Z",
    ]);
  });
});

describe("the range asked of the calendar", () => {
  it("runs from now to the end of the last day offered in the team's zone", () => {
    expect(availabilityRange(rules({ daysAhead: 2 }), mondayMorning)).toEqual({
      start: mondayMorning,
      end: at("2027-01-13T23:00:00Z"),
    });
  });
});
