import { describe, expect, it } from "vitest";
import { freeSlots } from "../availability";
import { parseBookingHours } from "../../config/bookingHours";
import { slotsByDay, visitorZoneOr } from "./slotDays";

const amsterdam = "Europe/Amsterdam";
const newYork = "America/New_York";
const slotsAround = (now: string) =>
  freeSlots(
    {
      timeZone: amsterdam,
      hours: parseBookingHours("mon-sun 09:00-10:00"),
      slotMinutes: 30,
      bufferMinutes: 0,
      minNoticeMinutes: 0,
      daysAhead: 2,
    },
    [],
    Date.parse(now),
  );

describe("slots grouped by the visitor's day", () => {
  it("shows New York times that move by an hour when Amsterdam's clocks change in March", () => {
    const shown = slotsByDay(slotsAround("2027-03-26T23:30:00Z"), newYork, amsterdam);
    expect(shown.zone).toBe(newYork);
    expect(shown.teamZone).toBe(amsterdam);
    expect(shown.days.map((d) => [d.date, d.slots.map((s) => `${s.time}=${s.teamTime}`)])).toEqual([
      ["2027-03-27", ["04:00=09:00", "04:30=09:30"]],
      ["2027-03-28", ["03:00=09:00", "03:30=09:30"]],
      ["2027-03-29", ["03:00=09:00", "03:30=09:30"]],
    ]);
  });

  it("shows the five-hour week between the October change in Europe and November's in America", () => {
    const shown = slotsByDay(slotsAround("2027-10-29T22:30:00Z"), newYork, amsterdam);
    expect(shown.days.map((d) => [d.date, d.slots[0]?.time])).toEqual([
      ["2027-10-30", "03:00"],
      ["2027-10-31", "04:00"],
      ["2027-11-01", "04:00"],
    ]);
  });

  it("puts a slot on the visitor's next day when it is past their midnight", () => {
    const shown = slotsByDay(slotsAround("2027-03-26T23:30:00Z"), "Pacific/Auckland", amsterdam);
    expect(shown.days[0]).toMatchObject({
      date: "2027-03-27",
      slots: [{ time: "21:00" }, { time: "21:30" }],
    });
  });

  it("names no second zone when the visitor's clock reads like the team's", () => {
    const shown = slotsByDay(slotsAround("2027-03-26T23:30:00Z"), "Europe/Berlin", amsterdam);
    expect(shown.teamZone).toBeNull();
    expect(shown.days[0]?.slots[0]).not.toHaveProperty("teamTime");
  });

  it("falls back to the team's zone when the browser reports none or nonsense", () => {
    expect(visitorZoneOr("america/new_york", amsterdam)).toBe(newYork);
    expect(visitorZoneOr("Mars/Olympus_Mons", amsterdam)).toBe(amsterdam);
    expect(visitorZoneOr(undefined, amsterdam)).toBe(amsterdam);
  });
});
