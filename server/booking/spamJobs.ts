import type { LeadChannels } from "../delivery/leads/sendLead";
import type { OutboxJobSpec } from "../storage/outboxJobs";
import { bookingJobsFor } from "./bookingJobs";
import type { CalendarSource } from "./calendarSource";

/**
 * The outbox jobs of a booking cancelled as spam: every job of an ordinary change except the
 * visitor's mail, so the address the spammer typed gets nothing from us. The team's calendar
 * loses the event (or the team gets its cancellation mail), each webhook target and Slack hear
 * of it with the reason `spam`.
 */
export function spamCancelJobsFor(calendar: CalendarSource, leads: LeadChannels): OutboxJobSpec[] {
  return bookingJobsFor(calendar, leads).filter((job) => job.kind !== "bookingInvitation");
}
