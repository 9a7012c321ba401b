import { bookingPath } from "../../../common/bookingPath";
import type { Lang } from "../../../common/i18n/lang";
import type { Attendance } from "./attendanceStatements";
import type { StoredBooking } from "../store/bookings";
import { signedQuery, type LinkSigning } from "../bookingLinks";
import { attendanceWindowMs } from "./attendanceSchedule";

/** Where the host's two links open: a page that asks to confirm, then records with a POST. */
export const attendancePath: Record<Attendance, string> = {
  held: `${bookingPath}/attendance/held`,
  no_show: `${bookingPath}/attendance/no-show`,
};

export const attendances = Object.keys(attendancePath) as Attendance[];

/**
 * The host's "held" and "no-show" links of a demo, signed like the visitor's manage links (the
 * action is part of the signature), valid for the attendance window after the demo's end.
 */
export function attendanceLinks(
  booking: Pick<StoredBooking, "id" | "sequence" | "end">,
  lang: Lang,
  signing: LinkSigning,
): Record<Attendance, string> {
  const expiresAt = booking.end + attendanceWindowMs;
  const linkOf = (attendance: Attendance) =>
    `${signing.origin}${attendancePath[attendance]}?${signedQuery(booking, attendance, expiresAt, lang, signing.secret)}`;
  return { held: linkOf("held"), no_show: linkOf("no_show") };
}
