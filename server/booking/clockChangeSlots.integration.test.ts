import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRadicale, type RadicaleServer } from "../../tests/integration/radicaleServer";
import { putCalendarObjects, salesTeamCalendar } from "../../tests/support/salesTeamCalendar";
import type { AvailabilityRules } from "../config/bookingSettings";
import { availabilityRange, freeSlots } from "./availability";
import { parseBookingHours } from "../config/bookingHours";
import { caldavCalendar } from "./calendar/caldavCalendar";
import type { CalendarSource } from "./calendar/calendarSource";
import { slotsByDay } from "./slotPage/slotDays";

let radicale: RadicaleServer;
let calendar: CalendarSource;

beforeAll(async () => {
  radicale = await startRadicale();
  await putCalendarObjects(radicale.calendarUrl, radicale.authorization, salesTeamCalendar);
  const { calendarUrl: url, username, password } = radicale;
  calendar = caldavCalendar({ url, username, password }, "Europe/Amsterdam");
});
afterAll(() => radicale?.stop());

// Sunday mornings only, so the two clock-change Sundays are the days offered.
const rules: AvailabilityRules = {
  timeZone: "Europe/Amsterdam",
  hours: parseBookingHours("sun 09:00-12:00"),
  slotMinutes: 30,
  bufferMinutes: 0,
  minNoticeMinutes: 60,
  daysAhead: 1,
};

/** What a visitor in New York is offered on Saturday afternoon, Amsterdam time. */
async function offeredInNewYork(saturdayNoonUtc: string) {
  const now = Date.parse(saturdayNoonUtc);
  const busy = await calendar.busyTimes(availabilityRange(rules, now), { fresh: true });
  const shown = slotsByDay(freeSlots(rules, busy, now), "America/New_York", rules.timeZone);
  return {
    zone: shown.zone,
    teamZone: shown.teamZone,
    days: shown.days.map((day) => ({
      date: day.date,
      times: day.slots.map((slot) => `${slot.time} (${slot.teamTime} in Amsterdam)`),
    })),
  };
}

describe("slots on the Sundays Amsterdam's clocks change, for a visitor in New York", () => {
  it("28 March 2027: summer time in both cities, six hours apart; the 10:00 check stays at 10:00", async () => {
    expect(await offeredInNewYork("2027-03-27T12:00:00Z")).toEqual({
      zone: "America/New_York",
      teamZone: "Europe/Amsterdam",
      days: [
        {
          date: "2027-03-28",
          times: [
            "03:00 (09:00 in Amsterdam)",
            "03:30 (09:30 in Amsterdam)",
            "05:00 (11:00 in Amsterdam)",
            "05:30 (11:30 in Amsterdam)",
          ],
        },
      ],
    });
  });

  it("31 October 2027: winter time in Amsterdam, still summer time in New York, five hours apart", async () => {
    expect(await offeredInNewYork("2027-10-30T12:00:00Z")).toEqual({
      zone: "America/New_York",
      teamZone: "Europe/Amsterdam",
      days: [
        {
          date: "2027-10-31",
          times: [
            "04:00 (09:00 in Amsterdam)",
            "04:30 (09:30 in Amsterdam)",
            "06:00 (11:00 in Amsterdam)",
            "06:30 (11:30 in Amsterdam)",
          ],
        },
      ],
    });
  });
});
