/** Minutes after midnight, wall-clock time in the team's zone; `end` may be 1440 (24:00). */
interface MinuteRange {
  start: number;
  end: number;
}

/** Bookable hours by ISO weekday: index 0 is Monday, 6 is Sunday. */
export type WeeklyHours = readonly (readonly MinuteRange[])[];

const dayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

function dayIndex(name: string): number {
  const index = (dayNames as readonly string[]).indexOf(name);
  if (index < 0) {
    throw new Error(`BOOKING_HOURS: "${name}" is not a day; use ${dayNames.join(", ")}`);
  }
  return index;
}

/** `mon-fri`, `sat`, `mon,wed,fri` or `fri-mon` (a range may wrap over the weekend). */
function parseDays(text: string): number[] {
  const days: number[] = [];
  for (const part of text.split(",")) {
    const [from = "", to, extra] = part.split("-");
    if (extra !== undefined) throw new Error(`BOOKING_HOURS: "${part}" is not a day or day range`);
    const first = dayIndex(from);
    const last = to === undefined ? first : dayIndex(to);
    for (let day = first; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === last) break;
    }
  }
  return days;
}

function minutesOf(clock: string, range: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || minutes > 59 || hours * 60 + minutes > 24 * 60) {
    throw new Error(`BOOKING_HOURS: "${range}" is not a time range such as 09:00-12:00`);
  }
  return hours * 60 + minutes;
}

function parseRanges(text: string): MinuteRange[] {
  const ranges = text.split(",").map((range) => {
    const [from = "", to = "", extra] = range.split("-");
    if (extra !== undefined || !to) {
      throw new Error(`BOOKING_HOURS: "${range}" is not a time range such as 09:00-12:00`);
    }
    const parsed = { start: minutesOf(from, range), end: minutesOf(to, range) };
    if (parsed.end <= parsed.start) {
      throw new Error(`BOOKING_HOURS: "${range}" ends before it starts`);
    }
    return parsed;
  });
  ranges.sort((a, b) => a.start - b.start);
  ranges.forEach((range, index) => {
    const next = ranges[index + 1];
    if (next && next.start < range.end) {
      throw new Error(`BOOKING_HOURS: the ranges in "${text}" overlap`);
    }
  });
  return ranges;
}

/**
 * `mon-fri 09:00-12:00,13:00-17:00; sat 10:00-12:00`: groups of days and their hours, separated by
 * semicolons, in the team's time zone. A day not named has no bookable hours.
 */
export function parseBookingHours(raw: string): WeeklyHours {
  const week: MinuteRange[][] = dayNames.map(() => []);
  const groups = raw
    .toLowerCase()
    .split(";")
    .map((group) => group.trim());
  for (const group of groups.filter(Boolean)) {
    const [days = "", ranges, extra] = group.split(/\s+/);
    if (!ranges || extra !== undefined) {
      throw new Error(
        `BOOKING_HOURS: "${group}" must be days and hours, such as "mon-fri 09:00-12:00,13:00-17:00"`,
      );
    }
    const hours = parseRanges(ranges);
    for (const day of parseDays(days)) {
      if (week[day]?.length) throw new Error(`BOOKING_HOURS: ${dayNames[day]} is given twice`);
      week[day] = hours;
    }
  }
  if (week.every((hours) => hours.length === 0)) {
    throw new Error("BOOKING_HOURS: names no bookable hours");
  }
  return week;
}
