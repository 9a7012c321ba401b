import {
  jobsOf,
  type ChannelTarget,
  type EventRenderings,
  type Renderings,
} from "../../delivery/channels";
import { DeliveryError } from "../../delivery/deliveryError";
import type { Attendance } from "./attendanceStatements";
import type { ChangedBooking } from "../store/bookings";
import type { OutboxJobSpec } from "../../storage/outboxJobs";
import type { ClaimedJob } from "../../storage/storage";
import type { BookingChannels } from "../bookingChannels";
import { signedLink } from "../bookingLinks";
import { hostMail } from "../team/hostDelivery";
import { attendanceLinks } from "./attendanceLinks";
import { attendanceNotice, attendanceRequestMail, noShowMail } from "./attendanceMail";
import {
  attendanceEventOf,
  attendanceRequestEvent,
  attendanceWindowMs,
  type AttendanceEvent,
} from "./attendanceSchedule";
import { attendanceWebhookBody, attendanceWebhookId } from "./attendanceWebhook";

/** The outbox jobs of a recorded attendance, committed with it. */
export type AttendanceJobs = (attendance: Attendance) => OutboxJobSpec[];

/** The change the job belongs to, with its booking as it is now; gone (erased) is not delivered. */
async function changeOf(job: ClaimedJob, parts: BookingChannels | null) {
  if (!parts) throw new DeliveryError("no booking calendar is configured any more", true);
  const changed = await parts.storage.bookingChange(job.changeId);
  if (!changed) throw new DeliveryError("the booking is no longer stored", true);
  return { changed, parts };
}

/** The demo as it was when its attendance was recorded: the slot of the job's change. */
const demoOf = ({ booking, change, message }: ChangedBooking) => ({
  booking: { ...booking, ...(change.new ?? {}) },
  message,
});

/**
 * The host's question: none for a demo cancelled, moved or recorded since (nothing went wrong),
 * and none before its end (a clock that differs between instances).
 */
const requestRenderings = (parts: BookingChannels | null): EventRenderings => ({
  mail: async (job, { mail, now }) => {
    const { changed, parts: bookings } = await changeOf(job, parts);
    const { booking } = changed;
    const current = changed.change.new?.end === booking.end;
    if (booking.status !== "active" || booking.attendance || !current) return null;
    if (now() < booking.end) throw new DeliveryError("the demo has not ended yet", false);
    const links = attendanceLinks(booking, mail.inboxLang, bookings.links);
    // The demo's host answers: their address from the team file; the inbox for a team of one.
    const { mail: toHost } = hostMail(bookings, booking.host, mail);
    return attendanceRequestMail(changed, toHost, bookings.timeZone, links);
  },
});

/** A recorded attendance on the webhooks and chat; a no-show's one mail to its visitor. */
const outcomeRenderings = (
  attendance: Attendance,
  parts: BookingChannels | null,
): EventRenderings => ({
  webhook: async (job) => {
    const { changed, parts: bookings } = await changeOf(job, parts);
    return {
      id: attendanceWebhookId(changed, attendance),
      body: attendanceWebhookBody(changed, attendance, bookings.timeZone),
    };
  },
  chat: async (job, { mail }) => {
    const { changed, parts: bookings } = await changeOf(job, parts);
    return attendanceNotice(demoOf(changed), attendance, mail.inboxLang, bookings.timeZone);
  },
  ...(attendance === "no_show" && {
    mail: async (job, { mail, now }) => {
      const { changed, parts: bookings } = await changeOf(job, parts);
      const { booking, message } = changed;
      // Moved already (through this mail's link, or by the team): nothing left to invite to.
      if (booking.status !== "active" || booking.attendance !== "no_show") return null;
      const until = (booking.attendanceAt ?? now()) + attendanceWindowMs;
      const link = signedLink(booking, "reschedule", message.lang, bookings.links, until);
      return noShowMail(changed, mail, link);
    },
  }),
});

/** The attendance events' renderings, beside the booking's own. */
export function attendanceRenderings(parts: BookingChannels | null): Renderings {
  return {
    [attendanceRequestEvent]: requestRenderings(parts),
    [attendanceEventOf.held]: outcomeRenderings("held", parts),
    [attendanceEventOf.no_show]: outcomeRenderings("no_show", parts),
  };
}

export const attendanceEvents: readonly string[] = [
  attendanceRequestEvent,
  ...Object.values(attendanceEventOf),
];

/**
 * The jobs of a recorded attendance, to `targets` (the configured ones, or those the server
 * recorded): each webhook and chat target, and for a no-show the visitor's mail. The team is
 * not mailed about its own answer.
 */
export function attendanceJobsFor(targets: readonly ChannelTarget[]): AttendanceJobs {
  return (attendance) => {
    const event: AttendanceEvent = attendanceEventOf[attendance];
    return jobsOf(event, outcomeRenderings(attendance, null), targets).filter(
      (job) => !(job.channel === "mail" && job.target === "inbox"),
    );
  };
}
