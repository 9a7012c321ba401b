import type { Interval } from "./intervals";
import { ianaZone, zonedDateTime } from "./timeZones";

interface ShownSlot extends Interval {
  /** `HH:MM` in the visitor's zone. */
  time: string;
  /** `HH:MM` in the team's zone, only where it reads differently from the visitor's. */
  teamTime?: string;
}

interface SlotDay {
  /** `YYYY-MM-DD` in the visitor's zone. */
  date: string;
  slots: ShownSlot[];
}

export interface SlotsByDay {
  /** The zone the dates and times are in, to be named beside them. */
  zone: string;
  /** The team's zone when some times read differently there, else null. */
  teamZone: string | null;
  days: SlotDay[];
}

/** The visitor's zone as their browser reported it, or the team's when it is missing or unknown. */
export function visitorZoneOr(reported: string | undefined, teamZone: string): string {
  return (reported && ianaZone(reported)) || teamZone;
}

function clock(epochMs: number, zone: string): { date: string; time: string } {
  const [date = "", time = ""] = zonedDateTime(epochMs, zone)
    .toPlainDateTime()
    .toString()
    .split("T");
  return { date, time: time.slice(0, 5) };
}

/** Slots grouped by the visitor's calendar day, a slot just after midnight there on the next day. */
export function slotsByDay(
  slots: readonly Interval[],
  visitorZone: string,
  teamZone: string,
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
  return { zone: visitorZone, teamZone: differs ? teamZone : null, days };
}
