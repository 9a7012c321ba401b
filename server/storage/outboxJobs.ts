/**
 * An outbox job is one event of a feature delivered on one channel to one of its targets. The
 * channels (their names, transports and targets) are server/delivery/channels.ts's table; the
 * events and their renderings belong to the features. Storage keeps the three as text.
 */
export interface OutboxJobSpec {
  /** The feature's event: "lead", "booking.created", "booking.reminder", … */
  event: string;
  /** A channel of the channel table: "mail", "webhook", "slack", "calendar", "teams". */
  channel: string;
  /** Which of the channel's targets: "inbox" or "visitor" for mail, a webhook's key, else "". */
  target: string;
  /** Not sent before this time (epoch ms); at once when absent. */
  dueAt?: number;
  /** Given up after this time instead of the message's delivery window. */
  deliverUntil?: number;
}

/** `skipped`: never sent, by a rule (a cap on mail to unconfirmed addresses), not a failure. */
export type JobStatus = "pending" | "sent" | "failed" | "skipped";

/** One job of one message as the operator sees it. */
export interface OutboxJob extends OutboxJobSpec {
  /** The booking change the job delivers; 0 for a message's own jobs. */
  changeId: number;
  status: JobStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
}

/** Jobs behind or given up, per channel that has any. */
export type ChannelCounts = Record<string, { pending: number; failed: number }>;

/** Adds up `GROUP BY channel, status` rows into counts per channel, for health. */
export function channelCountsFrom(
  rows: { channel: string; status: string; count: number | string }[],
): ChannelCounts {
  const counts: ChannelCounts = {};
  for (const row of rows) {
    const entry = (counts[row.channel] ??= { pending: 0, failed: 0 });
    if (row.status === "pending" || row.status === "failed") entry[row.status] += Number(row.count);
  }
  return counts;
}
