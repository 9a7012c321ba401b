import type { CalendarSource } from "./calendarSource";
import type { Interval } from "../store/bookings";

interface Fetched {
  range: Interval;
  at: number;
  busy: Promise<Interval[]>;
}

const covers = (outer: Interval, inner: Interval) =>
  outer.start <= inner.start && inner.end <= outer.end;

/**
 * Busy times kept for `ttlMs`, so a burst of visitors asks the calendar once; requests at the
 * same time share one fetch. `{ fresh: true }` always asks the calendar (and refreshes the copy).
 * A write through it drops the copy, so a slot just freed by a move or a cancel is offered again
 * at once rather than up to `ttlMs` later.
 */
export function cachedCalendar(
  source: CalendarSource,
  ttlMs = 60_000,
  now: () => number = Date.now,
): CalendarSource {
  let last: Fetched | null = null;
  const forget = () => {
    last = null;
  };
  const writer = source.writer;
  return {
    name: source.name,
    writer: writer && {
      put: (event) => writer.put(event).finally(forget),
      remove: (uid) => writer.remove(uid).finally(forget),
    },
    async busyTimes(range, options) {
      const reusable = last && now() - last.at < ttlMs && covers(last.range, range);
      if (!reusable || options?.fresh) {
        const fetched: Fetched = { range, at: now(), busy: source.busyTimes(range, options) };
        last = fetched;
        // A failure is not kept: the next visitor asks the calendar again.
        fetched.busy.catch(() => {
          if (last === fetched) last = null;
        });
      }
      const busy = await (last as Fetched).busy;
      return busy.filter((b) => b.start < range.end && b.end > range.start);
    },
  };
}
