import type { BookingJobKind, OutboxJobSpec } from "../../storage/outboxJobs";
import type { TeamHost } from "./team";

const calendarKinds: readonly BookingJobKind[] = ["bookingEvent", "bookingTeamInvitation"];

/**
 * A change's jobs for the hosts it touches: the event in each host calendar that can be written,
 * the invitation to the host's address for one on a read-only feed; the visitor's invitation,
 * webhooks and Slack as the feature lists them.
 */
export function jobsForHosts(jobs: readonly OutboxJobSpec[], hosts: readonly TeamHost[]) {
  const calendarJobs: OutboxJobSpec[] = [];
  if (hosts.some((host) => host.calendar.writer)) {
    calendarJobs.push({ kind: "bookingEvent", target: "" });
  }
  if (hosts.some((host) => !host.calendar.writer)) {
    calendarJobs.push({ kind: "bookingTeamInvitation", target: "" });
  }
  const others = jobs.filter((job) => !(calendarKinds as readonly string[]).includes(job.kind));
  return [...calendarJobs, ...others];
}
