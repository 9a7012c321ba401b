import { describe, expect, it } from "vitest";
import type { SlotsByDay } from "./slotList";
import { hasNightTimes, isNightTime, nextFree, shownDays } from "./wakingHours";

const at = (iso: string) => Date.parse(iso);
const slot = (iso: string, time: string) => ({ start: at(iso), end: at(iso) + 1_800_000, time });

describe("the visitor's night", () => {
  it("is before 07:00 and from 21:00 on the visitor's clock, not the team's", () => {
    // 12:00 UTC is 07:00 in New York in winter (EST) and 14:00 in Amsterdam.
    expect(isNightTime(at("2027-01-14T11:59:00Z"), "America/New_York")).toBe(true);
    expect(isNightTime(at("2027-01-14T12:00:00Z"), "America/New_York")).toBe(false);
    expect(isNightTime(at("2027-01-15T01:59:00Z"), "America/New_York")).toBe(false);
    expect(isNightTime(at("2027-01-15T02:00:00Z"), "America/New_York")).toBe(true);
    expect(isNightTime(at("2027-01-14T12:00:00Z"), "Europe/Amsterdam")).toBe(false);
  });

  it("moves with the clock on the days it changes", () => {
    // New York springs forward on 14 March 2027: 11:00 UTC is 06:00 the day before, 07:00 that day.
    expect(isNightTime(at("2027-03-13T11:00:00Z"), "America/New_York")).toBe(true);
    expect(isNightTime(at("2027-03-14T11:00:00Z"), "America/New_York")).toBe(false);
    // Amsterdam falls back on 31 October 2027: 19:00 UTC is 21:00 the day before, 20:00 that day.
    expect(isNightTime(at("2027-10-30T19:00:00Z"), "Europe/Amsterdam")).toBe(true);
    expect(isNightTime(at("2027-10-31T19:00:00Z"), "Europe/Amsterdam")).toBe(false);
    expect(isNightTime(at("2027-10-31T20:00:00Z"), "Europe/Amsterdam")).toBe(true);
  });
});

describe("the days shown", () => {
  const slots: SlotsByDay = {
    zone: "America/New_York",
    teamZone: "Europe/Amsterdam",
    days: [
      { date: "2027-01-14", slots: [slot("2027-01-14T08:00:00Z", "03:00")] },
      {
        date: "2027-01-15",
        slots: [slot("2027-01-15T08:00:00Z", "03:00"), slot("2027-01-15T15:00:00Z", "10:00")],
      },
    ],
  };

  it("leaves the night out, and a day with only night times, until asked for", () => {
    const waking = shownDays(slots, false);
    expect(waking.map((day) => [day.date, day.slots.map((s) => s.time)])).toEqual([
      ["2027-01-15", ["10:00"]],
    ]);
    expect(shownDays(slots, true)).toBe(slots.days);
    expect(hasNightTimes(slots)).toBe(true);
  });

  it("offers the first waking time as the next free one", () => {
    expect(nextFree(shownDays(slots, false))).toEqual({
      date: "2027-01-15",
      slot: slot("2027-01-15T15:00:00Z", "10:00"),
    });
    expect(nextFree(shownDays(slots, true))?.slot.time).toBe("03:00");
    expect(nextFree([])).toBeNull();
  });

  it("needs no control when every time is in the day", () => {
    const daytime = { date: "2027-01-15", slots: [slot("2027-01-15T15:00:00Z", "10:00")] };
    expect(hasNightTimes({ ...slots, days: [daytime] })).toBe(false);
  });
});
