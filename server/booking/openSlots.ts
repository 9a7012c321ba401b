import type { Storage } from "../storage/storage";
import type { AvailabilityRules } from "../config/bookingSettings";
import { availabilityRange, freeSlots } from "./availability";
import type { CalendarSource } from "./calendarSource";
import type { Interval } from "../storage/bookings";

export interface SlotSources {
  rules: AvailabilityRules;
  calendar: CalendarSource;
  storage: Pick<Storage, "heldSlots">;
}

const sameSlot = (a: Interval, b: Interval) => a.start === b.start && a.end === b.end;

/**
 * The slots a visitor may pick: free in the calendar and held by no active booking. A booking
 * whose event is still on its way to the calendar (outbox) keeps its slot. When `own` is given
 * (a reschedule), the booking's own slot counts as free for it: its event in the calendar and its
 * row are not in its way.
 */
export async function openSlots(
  sources: SlotSources,
  options: { fresh: boolean; now: number; own?: Interval },
): Promise<Interval[]> {
  const { rules, calendar, storage } = sources;
  const range = availabilityRange(rules, options.now);
  const [busy, held] = await Promise.all([
    calendar.busyTimes(range, { fresh: options.fresh }),
    storage.heldSlots(calendar.name, range),
  ]);
  const own = options.own;
  const blocking = [...busy, ...held].filter((interval) => !own || !sameSlot(interval, own));
  return freeSlots(rules, blocking, options.now);
}
