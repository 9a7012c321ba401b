import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lang } from "../../common/i18n/lang";

/**
 * Links signed with HMAC-SHA256 instead of stored tokens (docs/decisions/0811-signed-booking-links.md):
 * the visitor's booking links, the host's attendance links and the team's links to a held message
 * (docs/decisions/0844-held-summary-mail.md). The action is signed with the rest.
 */

/** What a link is signed for: an id, and the state (a booking's SEQUENCE) it was made for. */
interface SignedSubject {
  id: string;
  sequence: number;
}

/**
 * A link's parameters as the request brings them back, not yet trusted. The action is signed
 * with it, so one action's link never does another's (the host's attendance links included).
 */
export interface SignedLink<Action extends string = "cancel" | "reschedule"> {
  action: Action;
  /** The booking the link is for (or, for the team's links to a held message, the message). */
  bookingId: string;
  /** Seconds since the epoch: the end of the demo the link was made for. */
  expires: number;
  /**
   * The booking's SEQUENCE the link was made for: it works only while the booking has not
   * changed since. Null for a link mailed before links carried it, taken as made for the booking
   * as first booked (docs/decisions/0843-links-tied-to-the-booking-and-spam-cleanup.md).
   */
  sequence: number | null;
  signature: string;
}

function signatureOf(secret: string, link: Omit<SignedLink<string>, "signature">): Buffer {
  const signed = `${link.action}\n${link.bookingId}\n${link.expires}`;
  const state = link.sequence === null ? "" : `\n${link.sequence}`;
  return createHmac("sha256", secret)
    .update(signed + state)
    .digest();
}

/** The signed query of one action's link for a booking, valid until `expiresAt` (epoch ms). */
export function signedQuery(
  booking: SignedSubject,
  action: string,
  expiresAt: number,
  lang: Lang,
  secret: string,
): URLSearchParams {
  const expires = Math.ceil(expiresAt / 1000);
  const { id: bookingId, sequence } = booking;
  const signature = signatureOf(secret, { action, bookingId, expires, sequence });
  return new URLSearchParams({
    b: bookingId,
    e: String(expires),
    q: String(sequence),
    s: signature.toString("base64url"),
    lang,
  });
}

/** The signed parameters of a request (query or form), or null when one is missing. */
export function signedLinkOf<Action extends string>(
  action: Action,
  params: Record<string, unknown>,
): SignedLink<Action> | null {
  const { b, e, q, s } = params;
  const expires = Number(e);
  if (typeof b !== "string" || typeof s !== "string" || !Number.isSafeInteger(expires)) return null;
  if (q === undefined) return { action, bookingId: b, expires, sequence: null, signature: s };
  if (typeof q !== "string" || !/^\d{1,9}$/.test(q)) return null;
  return { action, bookingId: b, expires, sequence: Number(q), signature: s };
}

export type LinkCheck = "valid" | "invalid" | "expired";

/**
 * A link is valid when the secret signed exactly this action, booking, expiry and SEQUENCE
 * (compared in constant time) and the expiry has not passed. A changed booking id, date or
 * SEQUENCE breaks the signature; whether the booking still has that SEQUENCE is the caller's.
 */
export function checkLink(link: SignedLink<string>, secret: string, now: number): LinkCheck {
  const expected = signatureOf(secret, link);
  const given = Buffer.from(link.signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return link.expires * 1000 <= now ? "expired" : "valid";
}

/** The pages' hidden fields that carry a link's signed parameters into its confirming form. */
export const linkFields = (link: SignedLink<string>): [string, string][] => [
  ["b", link.bookingId],
  ["e", String(link.expires)],
  ...(link.sequence === null ? [] : [["q", String(link.sequence)] as [string, string]]),
  ["s", link.signature],
];
