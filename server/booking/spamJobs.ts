import type { ChannelTarget } from "../delivery/channels";
import type { OutboxJobSpec } from "../storage/outboxJobs";
import { bookingJobsFor } from "./bookingJobs";
import type { TeamHost } from "./team/team";

/**
 * The outbox jobs of a booking cancelled as spam, to the targets the server recorded: every job
 * of an ordinary cancel except the visitor's mail, so the address the spammer typed gets nothing
 * from us. The team's calendar loses the event (or the team gets its cancellation mail), each
 * webhook and chat target hears of it with the reason `spam`. `hosts`: the booking's, as the
 * command's team file names them (unknown: both the calendar and the team's mail).
 */
export function spamCancelJobsFor(
  targets: readonly ChannelTarget[],
  hosts?: readonly Pick<TeamHost, "calendar">[],
): OutboxJobSpec[] {
  return bookingJobsFor(targets)("booking.cancelled", hosts && { after: hosts }).filter(
    (job) => !(job.channel === "mail" && job.target === "visitor"),
  );
}
