import { createHash } from "node:crypto";
import type { UnconfirmedMailCaps } from "../config/unconfirmedMailCaps";
import type { UnconfirmedMail } from "../storage/holds";
import { domainOf, normalisedAddress } from "./addressRules";

/** The address as the caps' ledger and the confirmed addresses know it: a hash, never the address. */
export const addressHash = (address: string) =>
  createHash("sha256").update(normalisedAddress(address)).digest("base64url");

/** One mail to `address` as the caps count it (server/storage/holds.ts). */
export function unconfirmedMailOf(
  address: string,
  kind: UnconfirmedMail["kind"],
  caps: UnconfirmedMailCaps,
): UnconfirmedMail {
  return { addressHash: addressHash(address), domain: domainOf(address), kind, caps };
}
