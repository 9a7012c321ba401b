import { bookingPath } from "../../common/bookingPath";
import type { Lang } from "../../common/i18n/lang";
import type { SiteConfig } from "../../common/siteConfig";
import type { StoredBooking } from "./store/bookings";
import { signedQuery } from "../http/signedLinks";

// The signing itself is the platform's (server/http/signedLinks.ts), shared with the team's
// links to held messages; the booking pages keep taking it from here.
export {
  checkLink,
  linkFields,
  signedLinkOf,
  signedQuery,
  type SignedLink,
} from "../http/signedLinks";

/** What a visitor may do with their booking from a link, without an account. */
export type LinkAction = "cancel" | "reschedule";

/** The path each action's page is at; the signed parameters travel in the query. */
export const manageBookingPath: Record<LinkAction, string> = {
  cancel: `${bookingPath}/cancel`,
  reschedule: `${bookingPath}/reschedule`,
};

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
