import { bookingFromRow, type BookingRow, type StoredBooking } from "./bookings";
import { sql, value, type Operation } from "../../storage/operation";

/** A booking as the operator's list shows it: with who booked it. */
export interface UpcomingBooking extends StoredBooking {
  name: string;
  company: string;
}

type UpcomingRow = BookingRow & { first_name: string; last_name: string; company: string };

/** Bookings, cancelled ones too, of demos not yet over at `now`, soonest first. */
export const upcomingBookings = (now: number, limit: number): Operation<UpcomingBooking[]> =>
  value(
    sql<UpcomingRow>(
      `SELECT b.id, b.message_id, b.calendar, b.host, b.slot_start, b.slot_end, b.visitor_zone,
         b.status, b.sequence, b.created_at, b.hold_until, m.first_name, m.last_name, m.company
       FROM bookings b JOIN messages m ON m.id = b.message_id
       WHERE b.slot_end > ? ORDER BY b.slot_start, b.status, b.id LIMIT ?`,
      now,
      limit,
    ),
    (rows) =>
      rows.map((row) => ({
        ...bookingFromRow(row),
        name: `${row.first_name} ${row.last_name}`,
        company: row.company,
      })),
  );
