import { releasedLeadJobs } from "../contact/leadRenderings";
import type { ChannelTarget } from "../delivery/channels";
import type { ReleaseOffer, ReleaseResult } from "../review/heldMessages";
import type { OutboxJobSpec } from "../storage/outboxJobs";
import type { StoredMessage } from "../storage/storage";
import type { ReviewStore } from "../review/reviewStore";
import type { MessageStore } from "../storage/messageStore";

export interface ReleaseParts {
  stores: { messages: Pick<MessageStore, "get">; review: Pick<ReviewStore, "release"> };
  /** Where the lead goes: the targets the server recorded, or the server's own. */
  targets: readonly ChannelTarget[];
  giveUpAfterMs: number;
  /** The booking offer, when bookings are configured (the booking feature's). */
  offer?: (message: Pick<StoredMessage, "id" | "fields">) => ReleaseOffer;
}

/**
 * The one release of a held message, for `npm run leads -- release` and the summary's link
 * alike: the lead's deliveries (inbox, webhooks, Slack, Teams; no late acknowledgement) and,
 * with bookings on, the booking offer the message would have had, in one transaction.
 */
export async function releaseHeldMessage(
  id: string,
  parts: ReleaseParts,
  now: number,
): Promise<{ result: ReleaseResult; jobs: OutboxJobSpec[] }> {
  const message = parts.offer ? await parts.stores.messages.get(id) : null;
  const offer = message?.status === "held" ? parts.offer?.(message) : undefined;
  const jobs = releasedLeadJobs(parts.targets);
  const deliverUntil = now + parts.giveUpAfterMs;
  const result = await parts.stores.review.release(id, jobs, now, deliverUntil, offer);
  return { result, jobs };
}
