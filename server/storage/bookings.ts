import type { Lang } from "../../common/i18n/lang";
import type { OutboxJobSpec } from "./outboxJobs";
import type { MessageFields } from "./storage";

/** A demo booking; `active` until cancelled. At most one active booking per message and slot. */
export interface StoredBooking {
  id: string;
  messageId: string;
  /** The calendar's name without secrets (CalendarSource.name). */
  calendar: string;
  start: number;
  end: number;
  /** The visitor's zone, for the invitation's wording. */
  visitorZone: string;
  status: "active" | "cancelled";
  createdAt: number;
}

export interface NewBooking {
  id: string;
  /** The hash of the capability handed back with the message; it names the message. */
  capabilityHash: string;
  calendar: string;
  start: number;
  end: number;
  visitorZone: string;
  /** The booking's outbox jobs, committed with it. */
  jobs: OutboxJobSpec[];
  now: number;
  deliverUntil: number;
}

/** The message a booking capability was handed out with, and its booking if it has one. */
export interface BookingGrant {
  messageId: string;
  lang: Lang;
  fields: MessageFields;
  booking: StoredBooking | null;
}

export type BookResult =
  | { kind: "booked"; booking: StoredBooking }
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
  slot_start: number | string;
  slot_end: number | string;
  visitor_zone: string;
  status: string;
  created_at: number | string;
}

export function bookingFromRow(row: BookingRow): StoredBooking {
  return {
    id: row.id,
    messageId: row.message_id,
    calendar: row.calendar,
    start: Number(row.slot_start),
    end: Number(row.slot_end),
    visitorZone: row.visitor_zone,
    status: row.status as StoredBooking["status"],
    createdAt: Number(row.created_at),
  };
}
