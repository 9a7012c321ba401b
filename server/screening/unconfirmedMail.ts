import type { UnconfirmedMailCaps } from "../config/unconfirmedMailCaps";
import { addressHash, type UnconfirmedMail } from "../storage/holds";
import { domainOf } from "../text/address";

/** One mail to `address` as the caps count it (server/storage/holds.ts). */
export function unconfirmedMailOf(
  address: string,
  kind: UnconfirmedMail["kind"],
  caps: UnconfirmedMailCaps,
): UnconfirmedMail {
  return { addressHash: addressHash(address), domain: domainOf(address), kind, caps };
}
