import { createHmac, timingSafeEqual } from "node:crypto";
import { bookingPath } from "../../common/bookingPath";
import type { Lang } from "../../common/i18n/lang";
import type { SiteConfig } from "../../common/siteConfig";
import type { StoredBooking } from "../storage/bookings";

/** What a visitor may do with their booking from a link, without an account. */
export type LinkAction = "cancel" | "reschedule";

/** The path each action's page is at; the signed parameters travel in the query. */
export const manageBookingPath: Record<LinkAction, string> = {
  cancel: `${bookingPath}/cancel`,
  reschedule: `${bookingPath}/reschedule`,
};

/**
 * A link's parameters as the request brings them back, not yet trusted. The action is signed
 * with it, so one action's link never does another's (the host's attendance links included).
 */
export interface SignedLink<Action extends string = LinkAction> {
  action: Action;
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

/** The part of a booking its links are signed for. */
type LinkedBooking = Pick<StoredBooking, "id" | "end" | "sequence">;

export interface LinkSigning {
  /** BOOKING_SECRET. */
  secret: string;
  /** Where the booking routes are served (the endpoint's origin), for links in mail. */
  origin: string;
}

/**
 * The links' signing: the secret, and the origin of the server that books (the contact
 * endpoint's, which is the site's unless the endpoint is elsewhere).
 */
export function linkSigningOf(
  secret: string,
  site: Pick<SiteConfig, "siteOrigin" | "contactEndpoint">,
  linkOrigin: string | null = null,
): LinkSigning {
  return { secret, origin: linkOrigin ?? new URL(site.contactEndpoint, site.siteOrigin).origin };
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
  booking: Pick<StoredBooking, "id" | "sequence">,
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

/**
 * One action's link for a booking in the visitor's language, expiring when its demo is over
 * (or at `expiresAt`: a no-show's reschedule link outlives the demo).
 */
export function signedLink(
  booking: LinkedBooking,
  action: LinkAction,
  lang: Lang,
  signing: LinkSigning,
  expiresAt = booking.end,
): string {
  const query = signedQuery(booking, action, expiresAt, lang, signing.secret);
  return `${signing.origin}${manageBookingPath[action]}?${query}`;
}

/** A booking's cancel and reschedule links for a language: the mails and pages carry both. */
export function bookingLinks(
  booking: LinkedBooking,
  lang: Lang,
  signing: LinkSigning,
): Record<LinkAction, string> {
  return {
    cancel: signedLink(booking, "cancel", lang, signing),
    reschedule: signedLink(booking, "reschedule", lang, signing),
  };
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
