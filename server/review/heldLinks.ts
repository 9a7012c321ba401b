import { randomBytes } from "node:crypto";
import type { Lang } from "../../common/i18n/lang";
import { signedQuery } from "../http/signedLinks";
import { domainKind } from "../screening/addressRules";
import type { Storage, StoredMessage } from "../storage/storage";

/** What the team may do with a held message from the summary, without a login. */
export type HeldAction = "release" | "block-address" | "block-domain";

/** Where each action's page is: a GET shows it, the page's one button POSTs (server/review). */
export const heldActionPath: Record<HeldAction, string> = {
  release: "/api/held/release",
  "block-address": "/api/held/block-address",
  "block-domain": "/api/held/block-domain",
};

export const heldActions = Object.keys(heldActionPath) as HeldAction[];

/**
 * How long a summary's links work after the mail is written: two weeks, so a link read after a
 * holiday week still works, and the next summary or weekly digest carries fresh ones
 * (docs/decisions/0844-held-summary-mail.md).
 */
export const heldLinkLifetimeMs = 14 * 24 * 60 * 60_000;

export interface HeldLinkSigning {
  secret: string;
  /** Where the links lead: the booking links' origin (the contact endpoint's, or BOOKING_LINK_ORIGIN). */
  origin: string;
}

/**
 * The key that signs the team's links: generated at the first start and kept in the database
 * (as the proof secret is), so every instance accepts every other's links and nothing needs
 * setting.
 */
export const heldLinkSecret = (storage: Pick<Storage, "secret">) =>
  storage.secret("held-links-secret", () => randomBytes(32).toString("hex"));

/**
 * A held message's links, in the team's language: release, block its address, and block its
 * domain unless that is free mail (blocking gmail.com would hold every Gmail sender).
 */
export async function heldLinks(
  message: Pick<StoredMessage, "id" | "fields">,
  lang: Lang,
  signing: HeldLinkSigning,
  now: number,
): Promise<Partial<Record<HeldAction, string>>> {
  const expiresAt = now + heldLinkLifetimeMs;
  const linkOf = (action: HeldAction) =>
    `${signing.origin}${heldActionPath[action]}?${signedQuery({ id: message.id, sequence: 0 }, action, expiresAt, lang, signing.secret)}`;
  const ordinary = (await domainKind(message.fields.email)) === "ordinary";
  return {
    release: linkOf("release"),
    "block-address": linkOf("block-address"),
    ...(ordinary && { "block-domain": linkOf("block-domain") }),
  };
}
