import type { AvailabilityRules } from "../../config/bookingSettings";
import type { Interval } from "../store/bookings";
import type { HostSlot } from "../store/teamStatements";
import { availabilityRange, freeSlots } from "../availability";
import { CalendarUnreadableError } from "../openSlots";
import { suitableHosts, type Team, type TeamHost, type VisitorNeeds } from "./team";
import type { BookingStore } from "../store/bookingStore";

export interface TeamSlotSources {
  team: Team;
  /** The team's rules: its zone, slot length, notice and days ahead. */
  rules: AvailabilityRules;
  storage: Pick<BookingStore, "teamHeldSlots">;
}

/** The slots offered and, for each, the suitable hosts free then. */
export interface TeamSlots {
  slots: Interval[];
  freeAt(start: number): TeamHost[];
}

/** A booking being moved: its own slot and event are not in its way, with its own hosts. */
interface OwnSlot extends Interval {
  host: string;
}

const sameSlot = (a: Interval, b: Interval) => a.start === b.start && a.end === b.end;

/** The host's busy times, or null when their calendar cannot be read (never "all free"). */
async function busyOf(host: TeamHost, team: Team, range: Interval, fresh: boolean) {
  try {
    const busy = await host.calendar.busyTimes(range, { fresh });
    team.unreadable.delete(host.key);
    return busy;
  } catch (error) {
    team.unreadable.add(host.key);
    return new CalendarUnreadableError(error);
  }
}

/**
 * The slots where at least one suitable host is free (all of them, for a collective team): each
 * host's own hours, their calendar's busy times and their active bookings. A host whose calendar
 * cannot be read is busy all the time; only when no suitable host can be read does the listing
 * fail (the visitor is told the team answers instead).
 */
export async function teamOpenSlots(
  { team, rules, storage }: TeamSlotSources,
  options: { fresh: boolean; now: number; visitor: VisitorNeeds; own?: OwnSlot },
): Promise<TeamSlots> {
  const range = availabilityRange(rules, options.now);
  const hosts = suitableHosts(team, options.visitor);
  const [held, ...busy] = await Promise.all([
    storage.teamHeldSlots(range, options.now),
    ...hosts.map((host) => busyOf(host, team, range, options.fresh)),
  ]);
  const failures = busy.filter((b) => b instanceof CalendarUnreadableError);
  if (failures.length === hosts.length || (team.collective && failures[0])) throw failures[0];
  const freeStarts = new Map<number, { slot: Interval; hosts: TeamHost[] }>();
  hosts.forEach((host, index) => {
    const calendarBusy = busy[index];
    if (!calendarBusy || calendarBusy instanceof CalendarUnreadableError) return;
    const blocking = [...calendarBusy, ...heldBy(host, held, team)].filter(
      (interval) => !isOwn(interval, host, options.own, team),
    );
    for (const slot of freeSlots(host.rules, blocking, options.now)) {
      const entry = freeStarts.get(slot.start) ?? { slot, hosts: [] };
      entry.hosts.push(host);
      freeStarts.set(slot.start, entry);
    }
  });
  const offered = [...freeStarts.values()]
    .filter((entry) => !team.collective || entry.hosts.length === hosts.length)
    .sort((a, b) => a.slot.start - b.slot.start);
  return {
    slots: offered.map((entry) => entry.slot),
    freeAt: (start) => freeStarts.get(start)?.hosts ?? [],
  };
}

/**
 * A host's held slots: their own bookings; in a collective team or a team of one, every booking
 * is everyone's (the team of one's also those stored under an earlier calendar's name).
 */
function heldBy(host: TeamHost, held: readonly HostSlot[], team: Team): Interval[] {
  return sharedByAll(team) ? [...held] : held.filter((slot) => slot.host === host.key);
}

const sharedByAll = (team: Team) => team.collective || team.hosts.length === 1;

function isOwn(interval: Interval, host: TeamHost, own: OwnSlot | undefined, team: Team) {
  return Boolean(own && sameSlot(interval, own) && (sharedByAll(team) || own.host === host.key));
}

/** Whether any suitable host's rules offer `start` at all, busy or not. */
export function offeredByAHost(
  team: Team,
  visitor: VisitorNeeds,
  start: number,
  now: number,
): boolean {
  return suitableHosts(team, visitor).some((host) =>
    freeSlots(host.rules, [], now).some((slot) => slot.start === start),
  );
}
