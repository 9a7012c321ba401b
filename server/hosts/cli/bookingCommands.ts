import { bookingUid } from "../../booking/mails/bookingMail";
import { hostsOf, type Team } from "../../booking/team/team";
import type { ServerConfig } from "../../config/serverConfig";
import { bookingJobsFor } from "../../booking/bookingJobs";
import type { StoredBooking } from "../../booking/store/bookings";
import { labelOf, recordedTargets } from "./recordedTargets";
import type { Stores } from "../stores";

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The booking `id` names: a booking's own id, or a message's (its active booking, else its latest,
 * so a command on a cancelled demo says so whichever id the operator gave).
 */
export async function bookingNamed(id: string, stores: Stores): Promise<StoredBooking | null> {
  return (
    (await stores.booking.bookingById(id)) ??
    (await stores.booking.bookingOf(id)) ??
    (await stores.booking.latestBookingOf(id))
  );
}

/**
 * `leads cancel-booking <id>`: the operator cancels a demo. The same change as a visitor's
 * cancel, marked as the operator's, with one job per target the server recorded at its start
 * (the visitor's CANCEL mail, the calendar or the team's CANCEL mail, each webhook and chat): the
 * server's worker, which has the secrets, delivers them, whatever this command's own settings.
 */
export async function cancelBookingCommand(
  id: string,
  stores: Stores,
  config: ServerConfig,
): Promise<number> {
  const booking = id ? await bookingNamed(id, stores) : null;
  if (!booking) {
    console.error(`No booking with id "${id}" (nor a message with that id that has one)`);
    return 1;
  }
  const targets = await recordedTargets(stores.messages, "a cancellation");
  if (!targets) return 1;
  const now = Date.now();
  const jobs = bookingJobsFor(targets)("booking.cancelled");
  const result = await stores.booking.cancelBooking({
    bookingId: booking.id,
    by: "operator",
    jobs,
    now,
    deliverUntil: now + config.outbox.giveUpAfterMs,
  });
  switch (result.kind) {
    case "changed":
      console.log(
        `Booking ${booking.id} (${iso(booking.start)}, message ${booking.messageId}) cancelled; queued for the server to deliver: ${jobs.map((job) => labelOf(job, targets)).join("; ")}.`,
      );
      return 0;
    case "notActive":
      console.error(`Booking ${booking.id} was already cancelled; nothing changed.`);
      return 1;
    default:
      console.error(`Booking ${booking.id} is no longer stored; nothing changed.`);
      return 1;
  }
}

/**
 * Before an erasure: the events of the address's active bookings leave their hosts' calendars,
 * as the booking rows that would tell the outbox about them are erased with the messages. Throws
 * when a calendar cannot be written, so nothing is erased and the operator can try again.
 * Returns how many events were removed.
 */
export async function removeCalendarEvents(
  messageIds: readonly string[],
  stores: Stores,
  { config, team }: { config: ServerConfig; team: Team | null },
): Promise<number> {
  if (!team) return 0;
  let removed = 0;
  for (const messageId of messageIds) {
    const booking = await stores.booking.bookingOf(messageId);
    if (!booking) continue;
    const writers = hostsOf(team, booking.host).flatMap((host) => host.calendar.writer ?? []);
    for (const writer of writers) await writer.remove(bookingUid(booking.id, config.mail.from));
    removed += writers.length > 0 ? 1 : 0;
  }
  return removed;
}
