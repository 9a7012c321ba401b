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

/** A link's parameters as the visitor's request brings them back, not yet trusted. */
export interface SignedLink {
  action: LinkAction;
  bookingId: string;
  /** Seconds since the epoch: the end of the demo the link was made for. */
  expires: number;
  signature: string;
}

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

function signatureOf(secret: string, link: Omit<SignedLink, "signature">): Buffer {
  return createHmac("sha256", secret)
    .update(`${link.action}\n${link.bookingId}\n${link.expires}`)
    .digest();
}

/** One action's link for a booking, expiring when its demo is over, in the visitor's language. */
export function signedLink(
  booking: Pick<StoredBooking, "id" | "end">,
  action: LinkAction,
  lang: Lang,
  signing: LinkSigning,
): string {
  const expires = Math.ceil(booking.end / 1000);
  const signature = signatureOf(signing.secret, { action, bookingId: booking.id, expires });
  const query = new URLSearchParams({
    b: booking.id,
    e: String(expires),
    s: signature.toString("base64url"),
    lang,
  });
  return `${signing.origin}${manageBookingPath[action]}?${query}`;
}

/** A booking's cancel and reschedule links for a language: the mails and pages carry both. */
export function bookingLinks(
  booking: Pick<StoredBooking, "id" | "end">,
  lang: Lang,
  signing: LinkSigning,
): Record<LinkAction, string> {
  return {
    cancel: signedLink(booking, "cancel", lang, signing),
    reschedule: signedLink(booking, "reschedule", lang, signing),
  };
}

/** The signed parameters of a request (query or form), or null when one is missing. */
export function signedLinkOf(
  action: LinkAction,
  params: Record<string, unknown>,
): SignedLink | null {
  const { b, e, s } = params;
  const expires = Number(e);
  if (typeof b !== "string" || typeof s !== "string" || !Number.isSafeInteger(expires)) return null;
  return { action, bookingId: b, expires, signature: s };
}

export type LinkCheck = "valid" | "invalid" | "expired";

/**
 * A link is valid when the secret signed exactly this action, booking and expiry (compared in
 * constant time) and the expiry has not passed. A changed booking id or date breaks the signature.
 */
export function checkLink(link: SignedLink, secret: string, now: number): LinkCheck {
  const expected = signatureOf(secret, link);
  const given = Buffer.from(link.signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return link.expires * 1000 <= now ? "expired" : "valid";
}

/** The pages' hidden fields that carry a link's signed parameters into its confirming form. */
export const linkFields = (link: SignedLink): [string, string][] => [
  ["b", link.bookingId],
  ["e", String(link.expires)],
  ["s", link.signature],
];
