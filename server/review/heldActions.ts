import { checkLink, type SignedLink } from "../http/signedLinks";
import type { Logger } from "../logger";
import { blockSenders } from "../screening/blocklist";
import type { ReleaseResult } from "./heldMessages";
import type { StoredMessage } from "../storage/storage";
import { domainOf, normalisedAddress } from "../text/address";
import type { HeldAction } from "./heldLinks";
import type { MessageStore } from "../storage/messageStore";
import type { ScreeningStore } from "../screening/screeningStore";

/** What a summary's link leads to: a refusal, or the message with the action asked or done. */
export type HeldAnswer =
  | { kind: "invalid" | "expired" | "unknown" | "unavailable" }
  | { kind: "confirm" | "done" | "alreadyDone"; action: HeldAction; message: StoredMessage };

export interface HeldActionsOptions {
  stores: {
    messages: Pick<MessageStore, "get">;
    screening: Pick<ScreeningStore, "blockedEntries" | "addBlocked" | "removeBlocked">;
  };
  /** The key the summary signed its links with. */
  secret: () => Promise<string>;
  /** Releases a held message as `npm run leads -- release` does (the host's one release). */
  release: (id: string, now: number) => Promise<ReleaseResult>;
  /** Called after a release is committed: the worker can deliver it right away. */
  onStored: () => void;
  now: () => number;
}

export interface HeldActions {
  /** What the link's page shows before the team confirms; changes nothing. */
  open(link: SignedLink<HeldAction>, log: Logger): Promise<HeldAnswer>;
  /** Does the link's action, once. */
  act(link: SignedLink<HeldAction>, log: Logger): Promise<HeldAnswer>;
}

/** The blocklist entry an action adds: the address, or its domain. */
const entryOf = (action: HeldAction, message: StoredMessage) =>
  action === "block-domain"
    ? domainOf(message.fields.email)
    : normalisedAddress(message.fields.email);

/** Whether the action was done already (by a link, the CLI or another instance). */
async function alreadyDone(
  action: HeldAction,
  message: StoredMessage,
  screening: HeldActionsOptions["stores"]["screening"],
): Promise<boolean> {
  if (action === "release") return message.status !== "held";
  return (await screening.blockedEntries()).includes(entryOf(action, message));
}

/**
 * The summary's links (server/review/heldLinks.ts): trusted only with their signature and
 * within their lifetime; a GET shows, the POST acts once.
 */
export function heldActions(options: HeldActionsOptions): HeldActions {
  const { messages, screening } = options.stores;

  async function linked(link: SignedLink<HeldAction>): Promise<HeldAnswer | StoredMessage> {
    const check = checkLink(link, await options.secret(), options.now());
    if (check !== "valid") return { kind: check };
    return (await messages.get(link.bookingId)) ?? { kind: "unknown" };
  }

  async function open(link: SignedLink<HeldAction>): Promise<HeldAnswer> {
    const message = await linked(link);
    if ("kind" in message) return message;
    const { action } = link;
    const done = await alreadyDone(action, message, screening);
    return { kind: done ? "alreadyDone" : "confirm", action, message };
  }

  async function act(link: SignedLink<HeldAction>, log: Logger): Promise<HeldAnswer> {
    const message = await linked(link);
    if ("kind" in message) return message;
    const { action } = link;
    let done: boolean;
    if (action === "release") {
      const result = await options.release(message.id, options.now());
      if (result.kind === "unknown") return { kind: "unknown" };
      done = result.kind === "released";
      if (done) options.onStored();
    } else {
      done = (await blockSenders(screening, [entryOf(action, message)], options.now())).length > 0;
    }
    if (done) log.info({ messageId: message.id, action }, "held message: action from the summary");
    const current = (await messages.get(message.id)) ?? message;
    return { kind: done ? "done" : "alreadyDone", action, message: current };
  }

  async function safely(log: Logger, run: () => Promise<HeldAnswer>): Promise<HeldAnswer> {
    try {
      return await run();
    } catch (error) {
      log.warn({ err: String(error) }, "held message: storage unavailable");
      return { kind: "unavailable" };
    }
  }

  return {
    open: (link, log) => safely(log, () => open(link)),
    act: (link, log) => safely(log, () => act(link, log)),
  };
}
