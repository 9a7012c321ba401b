/**
 * Every delivery channel and the outbox job kinds it delivers: the one list. Each kind has its
 * handler (send, describe, log) in server/delivery/channels.ts, and the operator's counts and
 * `leads retry --channel` follow from here. Both mails count as the one channel "mail".
 */
const channelJobKinds = {
  mail: ["notification", "confirmation"],
  /** A lead's webhook, and a booking change's (`booking.created`, `.rescheduled`, `.cancelled`). */
  webhook: ["webhook", "bookingWebhook"],
  slack: ["slack", "bookingSlack"],
  /** A demo booking change's: the team's calendar made to match it, or the team's invitation
   * (update, cancel) when the calendar is read-only, and the visitor's invitation; and the
   * visitor's reminder the day before the demo; and a hold's request for confirmation (its
   * target is the hold's booking id, docs/decisions/0842-bookings-by-confirming.md). */
  booking: [
    "bookingEvent",
    "bookingTeamInvitation",
    "bookingInvitation",
    "bookingReminder",
    "bookingHoldMail",
  ],
} as const;

/** The kinds the operator sees and replays. */
export type ChannelKind = keyof typeof channelJobKinds;
/** What an outbox job delivers: a mail, one webhook target, the Slack summary, or a booking's part. */
export type JobKind = (typeof channelJobKinds)[ChannelKind][number];
export type MailKind = (typeof channelJobKinds)["mail"][number];
/** Every kind that delivers a booking change (or its reminder), whichever channel it counts in. */
export const bookingJobKinds = [
  ...channelJobKinds.booking,
  "bookingWebhook",
  "bookingSlack",
] as const satisfies readonly JobKind[];
export type BookingJobKind = (typeof bookingJobKinds)[number];
/** `skipped`: never sent, by a rule (a cap on mail to unconfirmed addresses), not a failure. */
export type JobStatus = "pending" | "sent" | "failed" | "skipped";

export const channelKinds = Object.keys(channelJobKinds) as ChannelKind[];

/** A job the endpoint creates with a new message. */
export interface OutboxJobSpec {
  kind: JobKind;
  /** The key of the configured target for a webhook, empty for the other kinds. */
  target: string;
  /** Not sent before this time (epoch ms); at once when absent. */
  dueAt?: number;
  /** Given up after this time instead of the message's delivery window. */
  deliverUntil?: number;
}

/** One channel of one message as the operator sees it. */
export interface OutboxJob extends OutboxJobSpec {
  /** The booking change the job delivers; 0 for a message's own jobs. */
  changeId: number;
  status: JobStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
}

export type ChannelCounts = Record<ChannelKind, { pending: number; failed: number }>;

function channelOf(kind: string): ChannelKind | undefined {
  return channelKinds.find((channel) =>
    (channelJobKinds[channel] as readonly string[]).includes(kind),
  );
}

export function kindsOf(channel: ChannelKind): JobKind[] {
  return [...channelJobKinds[channel]];
}

export function isChannelKind(value: string): value is ChannelKind {
  return (channelKinds as readonly string[]).includes(value);
}

/** Adds up `GROUP BY kind, status` rows into counts per channel, for health. */
export function channelCountsFrom(
  rows: { kind: string; status: string; count: number | string }[],
): ChannelCounts {
  const counts = Object.fromEntries(
    channelKinds.map((channel) => [channel, { pending: 0, failed: 0 }]),
  ) as ChannelCounts;
  for (const row of rows) {
    const channel = channelOf(row.kind);
    if (!channel) continue;
    if (row.status === "pending" || row.status === "failed")
      counts[channel][row.status] += Number(row.count);
  }
  return counts;
}
