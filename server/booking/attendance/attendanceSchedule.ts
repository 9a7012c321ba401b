import type { Attendance } from "./attendanceStatements";
import type { OutboxJobSpec } from "../../storage/outboxJobs";

/** The host's question after a demo's end: was it held, or a no-show? */
export const attendanceRequestEvent = "booking.attendance_request";

/** The event each recorded attendance delivers (webhooks, chat; a no-show's visitor mail). */
export const attendanceEventOf = {
  held: "booking.attended",
  no_show: "booking.no_show",
} as const satisfies Record<Attendance, string>;

export type AttendanceEvent = (typeof attendanceEventOf)[Attendance];

/**
 * How long after a demo its host may still record attendance (the links' life, and the
 * question's delivery window), and how long a no-show's reschedule link stays valid.
 */
export const attendanceWindowMs = 14 * 24 * 60 * 60_000;

/** The attendance question of a demo ending at `end`: due then, given up after the window. */
export function attendanceRequestJobs(end: number): OutboxJobSpec[] {
  return [
    {
      event: attendanceRequestEvent,
      channel: "mail",
      target: "inbox",
      dueAt: end,
      deliverUntil: end + attendanceWindowMs,
    },
  ];
}
