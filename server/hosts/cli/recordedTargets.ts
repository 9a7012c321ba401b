import type { ChannelTarget } from "../../delivery/channels";
import type { RecordedTarget } from "../../storage/deliveryTargets";
import type { MessageStore } from "../../storage/messageStore";

/**
 * The targets the server recorded at its start (docs/decisions/0618), or null after printing why
 * the command cannot know where its deliveries must go: the operator's commands queue jobs for
 * the server's targets, never for this shell's own settings.
 */
export async function recordedTargets(
  storage: Pick<MessageStore, "deliveryTargets">,
  what: string,
): Promise<RecordedTarget[] | null> {
  const targets = await storage.deliveryTargets();
  if (targets.length > 0) return targets;
  console.error(
    `No server has recorded its delivery targets in this database yet, so this command cannot know where ${what} must go (the calendar, the mail, the webhooks, Slack, Teams). Start the server once with its settings (npm start, or the function), then run this again; nothing was changed.`,
  );
  return null;
}

/** How the command names a queued job: the label the server recorded for its target. */
export const labelOf = (job: ChannelTarget, targets: readonly RecordedTarget[]) =>
  targets.find((t) => t.channel === job.channel && t.target === job.target)?.label ?? job.channel;
