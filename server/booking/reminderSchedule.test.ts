import { describe, expect, it } from "vitest";
import { reminderSchedule } from "./reminderSchedule";

const minute = 60_000;
const hour = 60 * minute;

/** `YYYY-MM-DD HH:MM` on Amsterdam's wall clock. */
const amsterdam = (epochMs: number) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Amsterdam",
    dateStyle: "short",
    timeStyle: "short",
  }).format(epochMs);

/** Drives a clock minute by minute from `from` and returns the first minute the reminder is due. */
function firstDueMinute(schedule: { dueAt: number }, from: number, to: number): number | null {
  for (let clock = from; clock <= to; clock += minute) if (clock >= schedule.dueAt) return clock;
  return null;
}

describe("the reminder's schedule", () => {
  // Booked on Monday 1 March 2027 at 08:00 in Amsterdam for Wednesday at 10:30.
  const bookedAt = Date.UTC(2027, 2, 1, 7, 0);
  const demo = Date.UTC(2027, 2, 3, 9, 30);

  it("is due the day before the demo, at the demo's time, and deliverable until the demo begins", () => {
    const schedule = reminderSchedule(demo, bookedAt);
    if (!schedule) throw new Error("no reminder");
    const due = firstDueMinute(schedule, bookedAt, demo);
    expect(due && amsterdam(due)).toBe("2027-03-02 10:30");
    expect(schedule.deliverUntil).toBe(demo);
  });

  it("sends none for a demo booked less than a day ahead, and one at once for exactly a day", () => {
    expect(reminderSchedule(demo, demo - 24 * hour + minute)).toBeNull();
    expect(reminderSchedule(demo, demo - 2 * hour)).toBeNull();
    expect(reminderSchedule(demo, demo - 24 * hour)?.dueAt).toBe(demo - 24 * hour);
  });

  it("takes a shorter lead time where one is given", () => {
    expect(reminderSchedule(demo, demo - 10 * minute, 5 * minute)?.dueAt).toBe(demo - 5 * minute);
    expect(reminderSchedule(demo, demo - 4 * minute, 5 * minute)).toBeNull();
  });

  it("counts real hours across the spring clock change: 24 hours on the clock are only 23", () => {
    // Sunday 28 March 2027, 15:00 in Amsterdam, after the clocks went forward at 02:00.
    const sunday = Date.UTC(2027, 2, 28, 13, 0);
    const saturdayAtThree = Date.UTC(2027, 2, 27, 14, 0);
    expect(amsterdam(saturdayAtThree)).toBe("2027-03-27 15:00");
    expect(reminderSchedule(sunday, saturdayAtThree + minute)).toBeNull();
    const schedule = reminderSchedule(sunday, Date.UTC(2027, 2, 27, 12, 0));
    expect(schedule && amsterdam(schedule.dueAt)).toBe("2027-03-27 14:00");
  });

  it("counts real hours across the autumn clock change: the reminder comes at 16:00 for a 15:00 demo", () => {
    // Sunday 31 October 2027, 15:00 in Amsterdam, after the clocks went back at 03:00.
    const sunday = Date.UTC(2027, 9, 31, 14, 0);
    const bookedSaturday = Date.UTC(2027, 9, 30, 13, 30);
    expect(amsterdam(bookedSaturday)).toBe("2027-10-30 15:30");
    const schedule = reminderSchedule(sunday, bookedSaturday);
    if (!schedule) throw new Error("no reminder");
    const due = firstDueMinute(schedule, bookedSaturday, sunday);
    expect(due && amsterdam(due)).toBe("2027-10-30 16:00");
  });
});
