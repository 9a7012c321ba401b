import type { OutboxJobSpec } from "../storage/outboxJobs";
import { reminderEvent } from "./bookingJobs";

/** How long before the demo its reminder goes out: the day before, as 24 hours of real time. */
const reminderLeadMs = 24 * 60 * 60_000;

/** When a booking's reminder is due and how long it may still go out. */
export interface ReminderSchedule {
  dueAt: number;
  /**
   * The demo's start: until then a failing reminder keeps being retried (the message's delivery
   * window, counted from the booking, could end before the reminder is even due), after it a
   * reminder is pointless.
   */
  deliverUntil: number;
}

/**
 * The reminder of a demo starting at `start`, booked (or moved) at `now`: `leadMs` before the
 * start, or none when the demo is less than that ahead (the invitation has just told the visitor).
 * Times are instants, so a clock change between the two moves the wall-clock hour, not the lead.
 */
export function reminderSchedule(
  start: number,
  now: number,
  leadMs = reminderLeadMs,
): ReminderSchedule | null {
  const dueAt = start - leadMs;
  return dueAt < now ? null : { dueAt, deliverUntil: start };
}

/** The reminder job of a demo starting at `start`, booked at `now`: none less than a day ahead. */
export function reminderJobsFor(start: number, now: number, leadMs?: number): OutboxJobSpec[] {
  const schedule = reminderSchedule(start, now, leadMs);
  return schedule
    ? [{ event: reminderEvent, channel: "mail", target: "visitor", ...schedule }]
    : [];
}
