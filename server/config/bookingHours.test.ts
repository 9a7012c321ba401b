import { describe, expect, it } from "vitest";
import { parseBookingHours } from "./bookingHours";

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

describe("BOOKING_HOURS", () => {
  it("reads weekdays with a lunch break and leaves the weekend closed", () => {
    const week = parseBookingHours("mon-fri 09:00-12:00,13:00-17:00");
    expect(week[0]).toEqual([
      { start: h(9), end: h(12) },
      { start: h(13), end: h(17) },
    ]);
    expect(week[4]).toEqual(week[0]);
    expect(week[5]).toEqual([]);
    expect(week[6]).toEqual([]);
  });

  it("reads several groups, day lists, ranges over the weekend and 24:00", () => {
    const week = parseBookingHours("Mon,Wed 08:30-10:00; sat-sun 20:00-24:00");
    expect(week[0]).toEqual([{ start: h(8, 30), end: h(10) }]);
    expect(week[1]).toEqual([]);
    expect(week[2]).toEqual([{ start: h(8, 30), end: h(10) }]);
    expect(week[6]).toEqual([{ start: h(20), end: h(24) }]);
    expect(parseBookingHours("fri-mon 10:00-11:00").map((day) => day.length)).toEqual([
      1, 0, 0, 0, 1, 1, 1,
    ]);
  });

  it.each([
    ["mo-fr 09:00-17:00", /"mo" is not a day; use mon, tue/],
    ["mon-fri 9-17", /"9-17" is not a time range such as 09:00-12:00/],
    ["mon-fri 09:00-25:00", /"09:00-25:00" is not a time range/],
    ["mon-fri 17:00-09:00", /"17:00-09:00" ends before it starts/],
    ["mon 09:00-12:00,11:00-13:00", /overlap/],
    ["mon-fri 09:00-12:00; fri 13:00-14:00", /fri is given twice/],
    ["mon-fri", /must be days and hours/],
    ["", /names no bookable hours/],
  ])("refuses %j with a message saying what is wrong", (raw, message) => {
    expect(() => parseBookingHours(raw)).toThrow(message);
  });
});
