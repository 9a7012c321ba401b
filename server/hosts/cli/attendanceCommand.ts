import { attendanceJobsFor } from "../../booking/attendance/attendanceJobs";
import type { ServerConfig } from "../../config/serverConfig";
import type { Attendance } from "../../booking/attendance/attendanceStatements";
import type { Stores } from "../stores";
import { bookingNamed } from "./bookingCommands";
import { labelOf, recordedTargets } from "./recordedTargets";

const iso = (ms: number) => new Date(ms).toISOString();
const wording: Record<Attendance, string> = { held: "held", no_show: "a no-show" };

/**
 * `leads attended <id>` and `leads no-show <id>`: the operator records what the host's links
 * record, once, with one job per target the server recorded at its start (each webhook and chat;
 * a no-show's reschedule mail to its visitor), for the server's worker to deliver.
 */
export async function attendanceCommand(
  id: string,
  attendance: Attendance,
  stores: Stores,
  config: ServerConfig,
): Promise<number> {
  const booking = await bookingNamed(id, stores);
  if (!booking) {
    console.error(`No booking with id "${id}" (nor a message with that id that has one)`);
    return 1;
  }
  const targets = await recordedTargets(stores.messages, "an attendance");
  if (!targets) return 1;
  const now = Date.now();
  const jobs = attendanceJobsFor(targets)(attendance);
  const result = await stores.attendance.recordAttendance({
    bookingId: booking.id,
    attendance,
    jobs,
    now,
    deliverUntil: now + config.outbox.giveUpAfterMs,
  });
  const demo = `Booking ${booking.id} (${iso(booking.start)}, message ${booking.messageId})`;
  switch (result.kind) {
    case "recorded":
      console.log(
        `${demo} recorded as ${wording[attendance]}; queued for the server to deliver: ${jobs.map((job) => labelOf(job, targets)).join("; ") || "nothing"}.`,
      );
      return 0;
    case "alreadyRecorded":
      console.error(
        `${demo} was already recorded as ${wording[result.booking.attendance ?? attendance]}; nothing changed.`,
      );
      return 1;
    case "notActive":
      console.error(`${demo} was cancelled: it takes no attendance; nothing changed.`);
      return 1;
    case "notEnded":
      console.error(`${demo} has not ended yet (${iso(booking.end)}); nothing changed.`);
      return 1;
    case "unknown":
      console.error(`Booking ${booking.id} is no longer stored; nothing changed.`);
      return 1;
  }
}
