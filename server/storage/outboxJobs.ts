export type MailKind = "notification" | "confirmation";
/** What an outbox job delivers: one of the two mails, one webhook target, or the Slack summary. */
export type JobKind = MailKind | "webhook" | "slack";
/** The kinds the operator sees and replays: both mails count as "mail". */
export type ChannelKind = "mail" | "webhook" | "slack";
export type JobStatus = "pending" | "sent" | "failed";

export const channelKinds: readonly ChannelKind[] = ["mail", "webhook", "slack"];

/** A job the endpoint creates with a new message. */
export interface OutboxJobSpec {
  kind: JobKind;
  /** The key of the configured target for a webhook, empty for the other kinds. */
  target: string;
}

/** One channel of one message as the operator sees it. */
export interface OutboxJob extends OutboxJobSpec {
  status: JobStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
}

export type ChannelCounts = Record<ChannelKind, { pending: number; failed: number }>;

function channelOf(kind: JobKind): ChannelKind {
  return kind === "notification" || kind === "confirmation" ? "mail" : kind;
}

export function kindsOf(channel: ChannelKind): JobKind[] {
  return channel === "mail" ? ["notification", "confirmation"] : [channel];
}

export function isChannelKind(value: string): value is ChannelKind {
  return (channelKinds as readonly string[]).includes(value);
}

/** Adds up `GROUP BY kind, status` rows into counts per channel kind. */
export function channelCountsFrom(
  rows: { kind: string; status: string; count: number | string }[],
): ChannelCounts {
  const counts: ChannelCounts = {
    mail: { pending: 0, failed: 0 },
    webhook: { pending: 0, failed: 0 },
    slack: { pending: 0, failed: 0 },
  };
  for (const row of rows) {
    const channel = counts[channelOf(row.kind as JobKind)];
    if (!channel) continue;
    if (row.status === "pending" || row.status === "failed")
      channel[row.status] += Number(row.count);
  }
  return counts;
}
