import type { ShownSlot, SlotDay, SlotsByDay } from "./slotList";

/** The visitor's waking hours: a slot starting from 07:00 until before 21:00 on their clock. */
const wakingHours = { from: 7, until: 21 } as const;

/** The waking hours as the copy names them: `{ from: "07:00", until: "21:00" }`. */
export const wakingHoursNamed = {
  from: `${String(wakingHours.from).padStart(2, "0")}:00`,
  until: `${wakingHours.until}:00`,
};

const hourFormats = new Map<string, Intl.DateTimeFormat>();

function hourIn(epochMs: number, zone: string): number {
  let format = hourFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en", { timeZone: zone, hour: "numeric", hourCycle: "h23" });
    hourFormats.set(zone, format);
  }
  return Number(format.format(epochMs));
}

/** Whether a time starting at `epochMs` falls in the night of `zone` (the visitor's). */
export function isNightTime(epochMs: number, zone: string): boolean {
  const hour = hourIn(epochMs, zone);
  return hour < wakingHours.from || hour >= wakingHours.until;
}

/** The days to show: all times, or only those in the visitor's waking hours (empty days left out). */
export function shownDays(slots: SlotsByDay, withNight: boolean): SlotDay[] {
  if (withNight) return slots.days;
  return slots.days
    .map((day) => ({ ...day, slots: day.slots.filter((s) => !isNightTime(s.start, slots.zone)) }))
    .filter((day) => day.slots.length > 0);
}

/** Whether some free time is in the visitor's night, so the control to show them is worth having. */
export const hasNightTimes = (slots: SlotsByDay): boolean =>
  slots.days.some((day) => day.slots.some((slot) => isNightTime(slot.start, slots.zone)));

/** A free time with its day. */
export interface DayTime {
  date: string;
  slot: ShownSlot;
}

/** The first free time among the days shown, with its day. */
export function nextFree(days: readonly SlotDay[]): DayTime | null {
  return soonestTimes(days, 1)[0] ?? null;
}

/** How many of the soonest times an offer puts first when the visitor's audit is close. */
const soonestShown = 3;

/** The first `count` free times among the days shown, across days, each with its day. */
export function soonestTimes(days: readonly SlotDay[], count = soonestShown): DayTime[] {
  return days.flatMap((day) => day.slots.map((slot) => ({ date: day.date, slot }))).slice(0, count);
}
