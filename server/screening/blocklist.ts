import { normalisedAddress } from "../text/address";
import { parseBlocklist, type Blocklist } from "./addressRules";
import type { ScreeningStore } from "./screeningStore";

type BlocklistStorage = Pick<ScreeningStore, "blockedEntries" | "addBlocked" | "removeBlocked">;

/**
 * One blocklist entry as it is stored: an address compared normalised (`Anna+x@X.nl` is
 * `anna@x.nl`) or a domain (`@x.nl` is `x.nl`). Anything else throws, naming it.
 */
function blocklistEntry(raw: string): string {
  const entry = raw.trim();
  if (entry === "" || /[\s,]/.test(entry)) throw new Error(`"${raw}" is not one address or domain`);
  parseBlocklist(entry);
  return normalisedAddress(entry).replace(/^@/, "");
}

/**
 * The blocklist as the database holds it now: read for each message, so a change made on one
 * instance (or by the command) holds on every instance at once.
 */
export async function currentBlocklist(
  storage: Pick<ScreeningStore, "blockedEntries">,
): Promise<Blocklist> {
  return parseBlocklist((await storage.blockedEntries()).join(" "));
}

/**
 * Adds addresses or domains to the blocklist (what `leads block add` and a spam cleanup call);
 * returns the entries that were not listed before. An entry that is neither throws, naming it,
 * before anything is added.
 */
export async function blockSenders(
  storage: BlocklistStorage,
  raw: string[],
  now = Date.now(),
): Promise<string[]> {
  const entries = raw.map(blocklistEntry);
  const added: string[] = [];
  for (const entry of entries) if (await storage.addBlocked(entry, now)) added.push(entry);
  return added;
}

/** Removes addresses or domains; returns the entries that were listed. */
export async function unblockSenders(storage: BlocklistStorage, raw: string[]): Promise<string[]> {
  const entries = raw.map(blocklistEntry);
  const removed: string[] = [];
  for (const entry of entries) if (await storage.removeBlocked(entry)) removed.push(entry);
  return removed;
}
