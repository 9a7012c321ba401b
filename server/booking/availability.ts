import type { Temporal } from "temporal-polyfill";
import type { AvailabilityRules } from "../config/bookingSettings";
import type { Interval } from "./store/bookings";
import { mergeIntervals, overlaps } from "./intervals";
import { wallClockToEpochMs, zonedDateTime } from "../config/timeZones";

const minute = 60_000;

/** The span a calendar must be asked about: from now to the end of the last day offered. */
export function availabilityRange(rules: AvailabilityRules, now: number): Interval {
  const today = zonedDateTime(now, rules.timeZone).toPlainDate();
  const afterLastDay = today.add({ days: rules.daysAhead + 1 });
  return { start: now, end: wallClockToEpochMs(afterLastDay, rules.timeZone) };
}

function dayWindows(rules: AvailabilityRules, date: Temporal.PlainDate): Interval[] {
  const midnight = date.toPlainDateTime();
  return (rules.hours[date.dayOfWeek - 1] ?? []).map((range) => ({
    start: wallClockToEpochMs(midnight.add({ minutes: range.start }), rules.timeZone),
    end: wallClockToEpochMs(midnight.add({ minutes: range.end }), rules.timeZone),
  }));
}

/**
 * Every free slot from now to the last day offered, in order. Slots follow each other from the
 * start of a window of bookable hours; they are stepped in elapsed time, so a window that a clock
 * change shortens or lengthens holds one slot fewer or more per hour lost or gained.
 */
export function freeSlots(
  rules: AvailabilityRules,
  busy: readonly Interval[],
  now: number,
): Interval[] {
  const buffer = rules.bufferMinutes * minute;
  const length = rules.slotMinutes * minute;
  const blocked = mergeIntervals(
    busy.map((b) => ({ start: b.start - buffer, end: b.end + buffer })),
  );
  const earliest = now + rules.minNoticeMinutes * minute;
  const today = zonedDateTime(now, rules.timeZone).toPlainDate();
  const slots: Interval[] = [];
  for (let offset = 0; offset <= rules.daysAhead; offset++) {
    for (const window of dayWindows(rules, today.add({ days: offset }))) {
      for (let start = window.start; start + length <= window.end; start += length) {
        const slot = { start, end: start + length };
        if (start >= earliest && !blocked.some((b) => overlaps(b, slot))) slots.push(slot);
      }
    }
  }
  return slots;
}
