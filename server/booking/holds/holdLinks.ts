import { createHmac, timingSafeEqual } from "node:crypto";
import { bookingPath } from "../../../common/bookingPath";
import type { Lang } from "../../../common/i18n/lang";
import type { StoredBooking } from "../store/bookings";
import type { LinkSigning } from "../bookingLinks";

/** Where a hold's confirmation link leads: GET shows the confirm button, POST confirms. */
export const confirmHoldPath = `${bookingPath}/confirm`;

/** A confirmation link's parameters as the visitor's request brings them back, not yet trusted. */
export interface HoldLink {
  bookingId: string;
  /** Seconds since the epoch: when the hold lapses. */
  expires: number;
  signature: string;
}

// "confirm" keeps these signatures apart from the cancel and reschedule links' (bookingLinks.ts).
const signatureOf = (secret: string, bookingId: string, expires: number) =>
  createHmac("sha256", secret).update(`confirm\n${bookingId}\n${expires}`).digest();

/** The hold's confirmation link in the visitor's language, signed until the hold lapses. */
export function holdLink(
  hold: Pick<StoredBooking, "id"> & { holdUntil: number },
  lang: Lang,
  signing: LinkSigning,
): string {
  const expires = Math.ceil(hold.holdUntil / 1000);
  const query = new URLSearchParams({
    b: hold.id,
    e: String(expires),
    s: signatureOf(signing.secret, hold.id, expires).toString("base64url"),
    lang,
  });
  return `${signing.origin}${confirmHoldPath}?${query}`;
}

/** The signed parameters of a request (query or form), or null when one is missing. */
export function holdLinkOf(params: Record<string, unknown>): HoldLink | null {
  const { b, e, s } = params;
  const expires = Number(e);
  if (typeof b !== "string" || typeof s !== "string" || !Number.isSafeInteger(expires)) return null;
  return { bookingId: b, expires, signature: s };
}

/**
 * Whether the secret signed exactly this hold and time (compared in constant time). Past its
 * time the link still names the hold: its page then offers fresh times to the address's owner.
 */
export function isSignedHoldLink(link: HoldLink, secret: string): boolean {
  const expected = signatureOf(secret, link.bookingId, link.expires);
  const given = Buffer.from(link.signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The pages' hidden fields that carry a link's signed parameters into its forms. */
export const holdLinkFields = (link: HoldLink): [string, string][] => [
  ["b", link.bookingId],
  ["e", String(link.expires)],
  ["s", link.signature],
];
