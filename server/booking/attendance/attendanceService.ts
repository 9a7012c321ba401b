import type { Logger } from "../../logger";
import type { Attendance } from "./attendanceStatements";
import type { StoredBooking } from "../store/bookings";
import type { StoredMessage } from "../../storage/storage";
import { checkLink, type SignedLink } from "../bookingLinks";
import type { AttendanceJobs } from "./attendanceJobs";
import type { AttendanceStore } from "./attendanceStore";
import type { MessageStore } from "../../storage/messageStore";
import type { BookingStore } from "../store/bookingStore";

/** A demo as the host's pages show it. */
export interface Demo {
  booking: StoredBooking;
  message: StoredMessage;
}

/** What a host's link leads to: a refusal, or the demo with the answer asked or given. */
export type AttendanceAnswer =
  | { kind: "invalid" | "expired" | "outdated" | "unavailable" }
  | { kind: "confirm" | "recorded" | "cancelled" | "notEnded"; asked: Attendance; demo: Demo }
  | { kind: "alreadyRecorded"; recorded: Attendance; demo: Demo };

export interface AttendanceServiceOptions {
  /** BOOKING_SECRET: the links are signed like the visitor's. */
  secret: string;
  stores: {
    booking: Pick<BookingStore, "bookingById">;
    messages: Pick<MessageStore, "get">;
    attendance: Pick<AttendanceStore, "recordAttendance">;
  };
  jobs: AttendanceJobs;
  giveUpAfterMs: number;
  /** Called after an attendance is committed: the worker can deliver its jobs right away. */
  onStored: () => void;
  now: () => number;
}

export interface AttendanceService {
  /** What the link's page shows before the host confirms; changes nothing. */
  open(link: SignedLink<Attendance>, log: Logger): Promise<AttendanceAnswer>;
  /** Records the link's answer once. */
  record(link: SignedLink<Attendance>, log: Logger): Promise<AttendanceAnswer>;
}

/** The demo's state as the link's page tells it; null when the answer may be recorded now. */
function stateOf(demo: Demo, asked: Attendance, now: number): AttendanceAnswer | null {
  const { booking } = demo;
  if (booking.status !== "active" || booking.holdUntil !== undefined)
    return { kind: "cancelled", asked, demo };
  if (booking.attendance) return { kind: "alreadyRecorded", recorded: booking.attendance, demo };
  if (booking.end > now) return { kind: "notEnded", asked, demo };
  return null;
}

/**
 * The host's attendance links (server/booking/attendance/attendanceLinks.ts): trusted only with
 * their signature, for the demo as it was when the question was sent, within the window.
 */
export function attendanceService(options: AttendanceServiceOptions): AttendanceService {
  const { stores } = options;

  async function linked(link: SignedLink<Attendance>): Promise<AttendanceAnswer | Demo> {
    const check = checkLink(link, options.secret, options.now());
    if (check !== "valid") return { kind: check };
    const booking = await stores.booking.bookingById(link.bookingId);
    const message = booking && (await stores.messages.get(booking.messageId));
    if (!booking || !message) return { kind: "invalid" };
    if (booking.status === "active" && link.sequence !== booking.sequence)
      return { kind: "outdated" };
    return { booking, message };
  }

  async function open(link: SignedLink<Attendance>): Promise<AttendanceAnswer> {
    const demo = await linked(link);
    if ("kind" in demo) return demo;
    return (
      stateOf(demo, link.action, options.now()) ?? { kind: "confirm", asked: link.action, demo }
    );
  }

  async function record(link: SignedLink<Attendance>, log: Logger): Promise<AttendanceAnswer> {
    const demo = await linked(link);
    if ("kind" in demo) return demo;
    const now = options.now();
    const result = await stores.attendance.recordAttendance({
      bookingId: demo.booking.id,
      attendance: link.action,
      jobs: options.jobs(link.action),
      now,
      deliverUntil: now + options.giveUpAfterMs,
    });
    if (result.kind === "unknown") return { kind: "invalid" };
    const recorded = { ...demo, booking: result.booking };
    if (result.kind !== "recorded")
      return stateOf(recorded, link.action, now) ?? { kind: "invalid" };
    log.info({ bookingId: demo.booking.id, attendance: link.action }, "booking: attendance");
    options.onStored();
    return { kind: "recorded", asked: link.action, demo: recorded };
  }

  async function safely(log: Logger, run: () => Promise<AttendanceAnswer>) {
    try {
      return await run();
    } catch (error) {
      log.warn({ err: String(error) }, "booking attendance: storage unavailable");
      return { kind: "unavailable" } as const;
    }
  }

  return {
    open: (link, log) => safely(log, () => open(link)),
    record: (link, log) => safely(log, () => record(link, log)),
  };
}
