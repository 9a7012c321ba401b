import { bookingJobsFor } from "../../booking/bookingJobs";
import { reminderJobsFor } from "../../booking/reminderSchedule";
import type { Team } from "../../booking/team/team";
import type { ServerConfig } from "../../config/serverConfig";
import type { Stores } from "../stores";
import { bookingNamed } from "./bookingCommands";
import { labelOf, recordedTargets } from "./recordedTargets";

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether the host's calendar has something else at the demo's time (read fresh). */
async function busyThen(team: Team, hostKey: string, slot: { start: number; end: number }) {
  const host = team.hosts.find((candidate) => candidate.key === hostKey);
  const busy = await host?.calendar.busyTimes(slot, { fresh: true });
  return (busy ?? []).some((interval) => interval.start < slot.end && interval.end > slot.start);
}

/**
 * `leads move-host <id> <host>`: the operator hands a demo to another host of the team (the team
 * file of this shell's settings names them) at the same time. The host must be free then: their
 * calendar, and the database's one demo per host and start. The event leaves the old host's
 * calendar and enters the new one's; the webhooks and chat say who; the visitor's time is the
 * same, so the visitor gets no mail.
 */
export async function moveHostCommand(
  id: string,
  hostName: string,
  stores: Stores,
  { config, team }: { config: ServerConfig; team: Team | null },
): Promise<number> {
  if (!team || team.collective) {
    console.error("No team file (BOOKING_TEAM_FILE) with hosts to choose from in this shell.");
    return 1;
  }
  const host = team.hosts.find((candidate) => candidate.key === hostName);
  if (!host) {
    const names = team.hosts.map((candidate) => candidate.key).join(", ");
    console.error(`No host "${hostName}" in the team file. The hosts: ${names}.`);
    return 1;
  }
  const booking = id ? await bookingNamed(id, stores) : null;
  if (!booking || booking.status !== "active") {
    console.error(`No active booking with id "${id}" (nor one of a message with that id).`);
    return 1;
  }
  if (booking.host === host.key) {
    console.log(`Booking ${booking.id} is already with ${host.key}; nothing changed.`);
    return 0;
  }
  if (await busyThen(team, host.key, booking)) {
    console.error(`${host.key}'s calendar is busy at ${iso(booking.start)}; nothing changed.`);
    return 1;
  }
  const targets = await recordedTargets(stores.messages, "the move");
  if (!targets) return 1;
  const now = Date.now();
  // The visitor's demo keeps its time: the team is told, the visitor not.
  const jobs = bookingJobsFor(targets)("booking.rescheduled").filter(
    (job) => job.target !== "visitor",
  );
  const result = await stores.booking.reschedule({
    bookingId: booking.id,
    by: "operator",
    start: booking.start,
    end: booking.end,
    host: { key: host.key, calendar: host.calendar.name },
    reminder: reminderJobsFor(booking.start, now),
    jobs,
    now,
    deliverUntil: now + config.outbox.giveUpAfterMs,
  });
  if (result.kind === "taken") {
    console.error(`${host.key} has another demo at ${iso(booking.start)}; nothing changed.`);
    return 1;
  }
  if (result.kind !== "changed") {
    console.error(`Booking ${booking.id} changed meanwhile (${result.kind}); nothing changed.`);
    return 1;
  }
  console.log(
    `Booking ${booking.id} (${iso(booking.start)}) moved from ${booking.host} to ${host.key}; queued for the server to deliver: ${jobs.map((job) => labelOf(job, targets)).join("; ")}.`,
  );
  return 0;
}
