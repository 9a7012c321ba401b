import type { Lang } from "../../../common/i18n/lang";
import type { Qualification } from "../../../common/contact/qualification";
import type { OutboxJobSpec } from "../../storage/outboxJobs";
import type {
  MailCapName,
  MessageFields,
  StoredMessage,
  SubmittedForm,
} from "../../storage/messages";
import type { HoldTerms } from "./holds";

/** Whether a demo took place, as its host recorded it once after its end (./attendance.ts). */
export type Attendance = "held" | "no_show";

/** A span of time in milliseconds since the epoch, `end` excluded. */
export interface Interval {
  start: number;
  end: number;
}

/** A demo booking; `active` until cancelled. At most one active booking per message and slot. */
export interface StoredBooking {
  id: string;
  messageId: string;
  /** The calendar's name without secrets (CalendarSource.name). */
  calendar: string;
  /** Who gives the demo: a team host's name, or the single calendar's name (server/booking/team). */
  host: string;
  start: number;
  end: number;
  /** The visitor's zone, for the invitation's wording. */
  visitorZone: string;
  /** `lapsed`: a hold nobody confirmed in time, released when its slot or message books again. */
  status: "active" | "cancelled" | "lapsed";
  /**
   * A hold waits for the visitor's confirmation by mail until then (a lapsed one past it);
   * absent for a confirmed booking (docs/decisions/0842-bookings-by-confirming.md).
   */
  holdUntil?: number;
  /** The iCalendar SEQUENCE of the booking's last change: 0 when booked, one more per change. */
  sequence: number;
  createdAt: number;
  /** Whether the demo took place, once its host said so after its end. */
  attendance?: Attendance;
  attendanceAt?: number;
}

/** Who made a change: the visitor (the booking page, a signed link) or the operator (`leads`). */
type ChangedBy = "visitor" | "operator";

/** One change of a booking, as its mails, calendar write and webhooks deliver it. */
export interface BookingChange {
  id: number;
  bookingId: string;
  kind: "created" | "rescheduled" | "cancelled";
  /** The slot before the change; null when the booking was created. */
  old: { start: number; end: number } | null;
  /** The slot after the change; null when it was cancelled. */
  new: { start: number; end: number } | null;
  by: ChangedBy;
  sequence: number;
  /** Why the operator made it, when it says more than who: `spam` for the spam cleanup. */
  reason: ChangeReason | null;
  /** A move to another host: who had the demo before (they are told it is off); else null. */
  oldHost: string | null;
  at: number;
}

/** The one reason a change records today: the operator removed the booking as spam. */
type ChangeReason = "spam";

/** A change with the booking as it stands now and the message it belongs to. */
export interface ChangedBooking {
  change: BookingChange;
  booking: StoredBooking;
  message: StoredMessage;
}

interface BookingChangeRequest {
  bookingId: string;
  by: ChangedBy;
  /** The change's outbox jobs, committed with it. */
  jobs: OutboxJobSpec[];
  now: number;
  deliverUntil: number;
  /**
   * The booking's SEQUENCE the visitor's link was signed for: the change happens only while the
   * booking still has it, checked in the change's own transaction. None for the operator.
   */
  expectedSequence?: number;
}

export interface RescheduleBooking extends BookingChangeRequest {
  start: number;
  end: number;
  /**
   * The new slot's scheduled jobs: its reminder (none when the demo is too close for one) and its
   * attendance question; they replace the unsent ones of the old slot.
   */
  reminder: OutboxJobSpec[];
  /** How many changes a booking may have had before this one (BOOKING_MAX_CHANGES). */
  maxChanges?: number;
  /** Another host for the demo (the one before is busy then, or the operator moves it). */
  host?: { key: string; calendar: string };
}

export interface CancelBooking extends BookingChangeRequest {
  /** `spam`: the message is marked as spam in the same transaction. */
  reason?: ChangeReason;
}

export type BookingChangeResult =
  | { kind: "changed"; booking: StoredBooking; change: BookingChange }
  /** The new slot is held by another booking: the booking keeps its slot. */
  | { kind: "taken" }
  /** Already cancelled: nothing to change. */
  | { kind: "notActive"; booking: StoredBooking }
  /** The booking changed since the link was made (`expectedSequence`): nothing changed. */
  | { kind: "outdated"; booking: StoredBooking }
  /** The booking already had its `maxChanges` changes: nothing changed. */
  | { kind: "capped"; booking: StoredBooking }
  | { kind: "unknown" };

export interface NewBooking {
  id: string;
  /** The hash of the capability handed back with the message; it names the message. */
  capabilityHash: string;
  /**
   * The booking address normalised (server/screening/addressRules.ts): one active future
   * booking per person. Absent (the operator's own tools): not compared.
   */
  person?: string;
  /** Book it as a hold waiting for the visitor's confirmation, if the terms say so. */
  hold?: HoldTerms;
  calendar: string;
  host: string;
  start: number;
  end: number;
  visitorZone: string;
  /** The booking's outbox jobs, committed with it. */
  jobs: OutboxJobSpec[];
  /**
   * The lead's jobs, should the message be held for the flood and this booking be made at once
   * (its address proven): the booking releases it (docs/decisions/0845-flood-rule.md).
   */
  releaseJobs?: OutboxJobSpec[];
  now: number;
  deliverUntil: number;
}

/** The message a booking capability was handed out with, and its booking if it has one. */
export interface BookingGrant {
  messageId: string;
  lang: Lang;
  /** Which form sent the message: the plain one books by confirming. */
  form: SubmittedForm;
  /** Held for the flood: it books by confirming, which releases it. */
  heldForFlood: boolean;
  fields: MessageFields;
  /** The visitor's two answers: which hosts suit them, and whether their audit is close. */
  qualification: Qualification;
  booking: StoredBooking | null;
}

export type BookResult =
  | { kind: "booked"; booking: StoredBooking }
  /** Stored as a hold: the slot is taken, the confirmation mail queued. */
  | { kind: "held"; booking: StoredBooking }
  /** The person (the address normalised) has an active future booking through another message. */
  | { kind: "personBooked" }
  /** A hold needed its mail, and a cap on mail to unconfirmed addresses said no: nothing stored. */
  | { kind: "mailCapped"; cap: MailCapName }
  /** Another visitor holds the slot. */
  | { kind: "taken" }
  /** The message already has its booking (a repeated confirm, or a second tab). */
  | { kind: "alreadyBooked"; booking: StoredBooking }
  /** No message holds this capability (mistyped, or deleted after the retention period). */
  | { kind: "unknown" };

export interface BookingRow {
  id: string;
  message_id: string;
  calendar: string;
  host: string;
  slot_start: number | string;
  slot_end: number | string;
  visitor_zone: string;
  status: string;
  sequence: number | string;
  created_at: number | string;
  hold_until?: number | string | null;
  attendance?: string | null;
  attendance_at?: number | string | null;
}

export interface BookingChangeRow {
  id: number | string;
  booking_id: string;
  kind: string;
  old_start: number | string | null;
  old_end: number | string | null;
  new_start: number | string | null;
  new_end: number | string | null;
  changed_by: string;
  sequence: number | string;
  reason?: string | null;
  old_host?: string | null;
  created_at: number | string;
}

const slotOf = (start: number | string | null, end: number | string | null) =>
  start === null || end === null ? null : { start: Number(start), end: Number(end) };

export function bookingChangeFromRow(row: BookingChangeRow): BookingChange {
  return {
    id: Number(row.id),
    bookingId: row.booking_id,
    kind: row.kind as BookingChange["kind"],
    old: slotOf(row.old_start, row.old_end),
    new: slotOf(row.new_start, row.new_end),
    by: row.changed_by as ChangedBy,
    sequence: Number(row.sequence),
    reason: row.reason === "spam" ? "spam" : null,
    oldHost: row.old_host ?? null,
    at: Number(row.created_at),
  };
}

export function bookingFromRow(row: BookingRow): StoredBooking {
  return {
    id: row.id,
    messageId: row.message_id,
    calendar: row.calendar,
    host: row.host,
    start: Number(row.slot_start),
    end: Number(row.slot_end),
    visitorZone: row.visitor_zone,
    status: row.status as StoredBooking["status"],
    sequence: Number(row.sequence),
    createdAt: Number(row.created_at),
    ...(row.hold_until != null && { holdUntil: Number(row.hold_until) }),
    ...(row.attendance != null && { attendance: row.attendance as Attendance }),
    ...(row.attendance_at != null && { attendanceAt: Number(row.attendance_at) }),
  };
}
