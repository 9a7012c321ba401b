import type { ServerConfig } from "../../config/serverConfig";
import type { Stores } from "../stores";
import type { UpcomingBooking } from "../../booking/store/upcomingBookings";

/** `2027-03-03 10:30` in `zone`. */
function wallClock(epochMs: number, zone: string): string {
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone: zone,
    dateStyle: "short",
    timeStyle: "short",
  }).format(epochMs);
}

/**
 * A booking's state as the operator reads it: a hold waits for the visitor's confirmation by
 * mail until its time, then has lapsed (its slot is offered again).
 */
function stateOf(booking: UpcomingBooking, now: number): string {
  if (booking.status !== "active" || booking.holdUntil === undefined) return booking.status;
  return booking.holdUntil > now ? "hold" : "lapsed";
}

/** One line per demo, its columns aligned. */
function lines(bookings: UpcomingBooking[], zone: string, now: number): string[] {
  const nameWidth = Math.max(...bookings.map((b) => b.name.length));
  const companyWidth = Math.max(...bookings.map((b) => b.company.length));
  const hostWidth = Math.max(...bookings.map((b) => b.host.length));
  return bookings.map((b) =>
    [
      wallClock(b.start, zone),
      b.name.padEnd(nameWidth),
      b.company.padEnd(companyWidth),
      b.host.padEnd(hostWidth),
      stateOf(b, now).padEnd(9),
      `${b.id} (message ${b.messageId})`,
    ].join("  "),
  );
}

/**
 * `leads bookings`: the demos not yet over, soonest first, in the team's zone (BOOKING_TIMEZONE;
 * UTC when booking is off, as stored bookings may outlive the setting). Cancelled and lapsed ones
 * stay in the list, marked, so an operator sees why a slot is free again; a hold is marked too.
 */
export async function listUpcomingDemos(stores: Stores, config: ServerConfig): Promise<number> {
  const zone = config.booking?.rules.timeZone ?? "UTC";
  const now = Date.now();
  const bookings = await stores.booking.upcomingBookings(now);
  if (bookings.length === 0) {
    console.log("No upcoming demos.");
    return 0;
  }
  console.log(`Upcoming demos (times in ${zone}):`);
  for (const line of lines(bookings, zone, now)) console.log(line);
  return 0;
}
