import { opensAsDocument } from "../../../common/documentPages";
import {
  campaignOf,
  checkedSource,
  originOf,
  type LeadSource,
} from "../../../common/contact/leadSource";

/** This visit as its first page loaded: kept in memory only, for the page's life. */
export interface Visit {
  search: string;
  landingPath: string;
  /** The referring site's origin; none when the visitor came from this site or from nowhere. */
  referrer?: string;
}

/** The campaign and landing path of the first visit, kept only with analytics consent. */
export interface FirstTouch {
  campaign?: string;
  landingPath: string;
}

type PageLocation = Pick<Location, "search" | "pathname" | "origin">;

export function visitOf(location: PageLocation, referrer: string): Visit {
  const origin = originOf(referrer);
  // Home opens as a document, so moving on from it loads the next page (docs/decisions/0116): a
  // visit that began there keeps it as its landing page, campaign included. The site's own
  // referrer is the whole address (its Referrer-Policy keeps it for the same origin).
  if (origin === location.origin && opensAsDocument(new URL(referrer).pathname)) {
    const from = new URL(referrer);
    return { search: from.search, landingPath: from.pathname };
  }
  const visit: Visit = { search: location.search, landingPath: location.pathname };
  return origin && origin !== location.origin ? { ...visit, referrer: origin } : visit;
}

/** Only a campaign the server would keep is kept on the device. */
export function firstTouchOf(visit: Visit): FirstTouch {
  const { utmCampaign } = checkedSource(campaignOf(visit.search));
  return utmCampaign
    ? { campaign: utmCampaign, landingPath: visit.landingPath }
    : { landingPath: visit.landingPath };
}

/** The stored entry, or null when there is none or it is not one. */
export function parseFirstTouch(raw: string | null): FirstTouch | null {
  try {
    const value: unknown = JSON.parse(raw ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { campaign, landingPath } = value as Record<string, unknown>;
    if (typeof landingPath !== "string") return null;
    return typeof campaign === "string" ? { campaign, landingPath } : { landingPath };
  } catch {
    return null;
  }
}

/**
 * What the form sends at submit: the current page's campaign (the landing page's when the current
 * one has none), this visit's landing path and referrer, and the first touch when there is one.
 * The server checks every value again.
 */
export function sourceAtSubmit(
  visit: Visit,
  currentSearch: string,
  firstTouch: FirstTouch | null,
): LeadSource {
  const current = campaignOf(currentSearch);
  const campaign = Object.keys(current).length > 0 ? current : campaignOf(visit.search);
  const source: LeadSource = { ...campaign, landingPath: visit.landingPath };
  if (visit.referrer) source.referrer = visit.referrer;
  if (firstTouch?.campaign) source.firstCampaign = firstTouch.campaign;
  if (firstTouch) source.firstLandingPath = firstTouch.landingPath;
  return source;
}
