import type { LeadSource } from "../../common/contact/leadSource";
import { qualificationFromJson, type Standard } from "../../common/contact/qualification";
import { sql, type Operation } from "../storage/operation";
import { sourceFromColumn } from "../storage/schema";

/** The raw facts the funnel counts (docs/decisions/0851-funnel-definitions.md). */
export interface FunnelFacts {
  /** Views per UTC day and language, every page added up. */
  visits: { day: string; lang: string; count: number }[];
  /** Messages received in the window, honeypot catches left out. */
  messages: {
    createdAt: number;
    lang: string;
    held: boolean;
    source: LeadSource;
    /** The standards the visitor named (common/contact/qualification.ts); empty when none. */
    standards: readonly Standard[];
  }[];
  /** Bookings made in the window (confirmed or booked at once), with their message's lang and source. */
  bookings: FunnelBooking[];
}

export interface FunnelBooking {
  createdAt: number;
  messageCreatedAt: number;
  lang: string;
  source: LeadSource;
  /** The standards its message named. */
  standards: readonly Standard[];
  /** The demo's start and end as last booked (after any move). */
  start: number;
  end: number;
  cancelled: boolean;
  /** As the booking's host recorded it (server/booking/attendance/), null until then. */
  attendance: "held" | "no_show" | null;
}

/** The window: instants from `from` (included) to `to` (excluded), and the same as UTC days. */
export interface FunnelWindow {
  from: number;
  to: number;
  fromDay: string;
  toDay: string;
}

type BookingRow = {
  created_at: number | string;
  message_created_at: number | string;
  lang: string;
  source: string | null;
  qualification: string | null;
  slot_start: number | string;
  slot_end: number | string;
  status: string;
  attendance: string | null;
};

/**
 * One read of the three tables for a window. A booking counts from the moment it was made (a
 * hold from its confirmation on: until then it is no booking, and a lapsed one never was).
 */
export function* funnelFacts(window: FunnelWindow): Operation<FunnelFacts> {
  const visits = yield* sql<{ day: string; lang: string; count: number | string }>(
    `SELECT day, lang, SUM(count) AS count FROM visit_counts WHERE day >= ? AND day <= ?
     GROUP BY day, lang ORDER BY day, lang`,
    window.fromDay,
    window.toDay,
  );
  const messages = yield* sql<{
    created_at: number | string;
    lang: string;
    status: string;
    source: string | null;
    qualification: string | null;
  }>(
    `SELECT created_at, lang, status, source, qualification FROM messages
     WHERE created_at >= ? AND created_at < ? AND status <> 'quarantined' ORDER BY created_at`,
    window.from,
    window.to,
  );
  const bookings = yield* sql<BookingRow>(
    `SELECT b.created_at, m.created_at AS message_created_at, m.lang, m.source, m.qualification,
       b.slot_start,
       b.slot_end, b.status, b.attendance
     FROM bookings b JOIN messages m ON m.id = b.message_id
     WHERE b.created_at >= ? AND b.created_at < ? AND b.hold_until IS NULL
       AND b.status IN ('active', 'cancelled')
     ORDER BY b.created_at`,
    window.from,
    window.to,
  );
  return {
    visits: visits.rows.map((row) => ({ ...row, count: Number(row.count) })),
    messages: messages.rows.map((row) => ({
      createdAt: Number(row.created_at),
      lang: row.lang,
      held: row.status === "held",
      source: sourceFromColumn(row.source),
      standards: qualificationFromJson(row.qualification).standards,
    })),
    bookings: bookings.rows.map((row) => ({
      createdAt: Number(row.created_at),
      messageCreatedAt: Number(row.message_created_at),
      lang: row.lang,
      source: sourceFromColumn(row.source),
      standards: qualificationFromJson(row.qualification).standards,
      start: Number(row.slot_start),
      end: Number(row.slot_end),
      cancelled: row.status === "cancelled",
      attendance: row.attendance === "held" || row.attendance === "no_show" ? row.attendance : null,
    })),
  };
}
