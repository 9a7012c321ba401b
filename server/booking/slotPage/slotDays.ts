import type { Interval } from "../store/bookings";
import { ianaZone } from "../../config/timeZones";
import type { ShownSlot, SlotDay, SlotsByDay } from "../../../common/booking/slotList";

export type { SlotsByDay };

/** The visitor's zone as their browser reported it, or the team's when it is missing or unknown. */
export function visitorZoneOr(reported: string | undefined, teamZone: string): string {
  return (reported && ianaZone(reported)) || teamZone;
}

// Showing a time is formatting, which Intl does at a third of Temporal's cost; one formatter per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function clock(epochMs: number, zone: string): { date: string; time: string } {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(epochMs).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/**
 * Slots grouped by the visitor's calendar day, a slot just after midnight there on the next day;
 * `soonestFirst` when the visitor's audit is close.
 */
export function slotsByDay(
  slots: readonly Interval[],
  visitorZone: string,
  teamZone: string,
  soonestFirst = false,
): SlotsByDay {
  const days: SlotDay[] = [];
  let differs = false;
  for (const slot of slots) {
    const visitor = clock(slot.start, visitorZone);
    const team = clock(slot.start, teamZone);
    const shown: ShownSlot = { ...slot, time: visitor.time };
    if (team.time !== visitor.time || team.date !== visitor.date) {
      shown.teamTime = team.time;
      differs = true;
    }
    const day = days.at(-1);
    if (day?.date === visitor.date) day.slots.push(shown);
    else days.push({ date: visitor.date, slots: [shown] });
  }
  return {
    zone: visitorZone,
    teamZone: differs ? teamZone : null,
    days,
    ...(soonestFirst && { soonestFirst: true as const }),
  };
}
