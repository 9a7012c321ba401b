import type { BookingEvent } from "../mails/invitation";
import type { Interval } from "../store/bookings";

interface BusyOptions {
  /** Ask the calendar itself, past any cache: the check just before a booking is confirmed. */
  fresh?: boolean;
}

/** Where the team's bookings go; absent for a read-only feed (the team then gets an invitation). */
interface CalendarWriter {
  /**
   * Writes the booking's event as it is now: created, or replaced under the same UID when moved.
   * Writing the same again changes nothing, so retries are safe.
   */
  put(event: BookingEvent): Promise<void>;
  /** Removes the booking's event; one already gone is fine. */
  remove(uid: string): Promise<void>;
}

/** One calendar of the team's. Several of them, one per person, make round-robin later. */
export interface CalendarSource {
  /** Names the calendar without secrets, stored with each booking made in it. */
  readonly name: string;
  busyTimes(range: Interval, options?: BusyOptions): Promise<Interval[]>;
  readonly writer: CalendarWriter | null;
}
