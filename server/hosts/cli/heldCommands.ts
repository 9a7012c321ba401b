import { bookingOfferFor } from "../../booking/mails/bookingOffer";
import type { ServerConfig } from "../../config/serverConfig";
import { releaseHeldMessage } from "../releaseHeld";
import { blockSenders, unblockSenders } from "../../screening/blocklist";
import type { Stores } from "../stores";
import { labelOf, recordedTargets } from "./recordedTargets";

/**
 * `leads release <id>`: a held message gets the deliveries an accepted message gets now, to the
 * targets the server recorded (the inbox, webhooks, Slack, Teams; no late acknowledgement to the
 * visitor) and, with this shell's booking settings, the booking offer (as the summary's release
 * link does); a running server sends them. Any other message is left as it is, and the command
 * says why.
 */
export async function releaseCommand(
  id: string,
  stores: Stores,
  config: ServerConfig,
): Promise<number> {
  const targets = await recordedTargets(stores.messages, "a released message");
  if (!targets) return 1;
  const offer = config.booking
    ? bookingOfferFor(config.booking.secret, config.mail.unconfirmedCaps)
    : undefined;
  const { result, jobs } = await releaseHeldMessage(
    id,
    { stores: stores, targets, giveUpAfterMs: config.outbox.giveUpAfterMs, offer },
    Date.now(),
  );
  if (result.kind === "released") {
    const channels = jobs.map((job) => labelOf(job, targets));
    if (result.offer === "queued") channels.push("the visitor's booking offer");
    console.log(
      `Message ${id} released: ${channels.join(", ")} ${channels.length === 1 ? "is" : "are"} in the outbox; a running server sends shortly.`,
    );
    if (result.offer && result.offer !== "queued")
      console.log(`The visitor's booking offer was not queued: mail cap ${result.offer}.`);
    return 0;
  }
  const message = result.kind === "notHeld" ? await stores.messages.get(id) : null;
  console.error(
    message
      ? `Message ${id} is ${message.status}, not held: nothing changed.`
      : `No message with id "${id}"`,
  );
  return 1;
}

export type BlockAction = "add" | "remove" | "list";

/** `leads block add|remove <address|domain>…` and `leads block list`: the shared blocklist. */
export async function blockCommand(
  action: BlockAction,
  entries: string[],
  stores: Stores,
): Promise<number> {
  if (action === "list") {
    const listed = await stores.screening.blockedEntries();
    for (const entry of listed) console.log(entry);
    console.error(`${listed.length} on the blocklist`);
    return 0;
  }
  let changed: string[];
  try {
    changed =
      action === "add"
        ? await blockSenders(stores.screening, entries)
        : await unblockSenders(stores.screening, entries);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const unchanged = entries.length - changed.length;
  const done = action === "add" ? "added to" : "removed from";
  for (const entry of changed) console.log(`${entry}: ${done} the blocklist`);
  if (unchanged > 0) {
    const why = action === "add" ? "already listed" : "not listed";
    console.error(`${unchanged} ${unchanged === 1 ? "entry was" : "entries were"} ${why}`);
  }
  return 0;
}
