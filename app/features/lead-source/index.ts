/**
 * The lead-source feature's public API (docs/product.md#lead-source): where this visitor came
 * from, for the contact form to send with the message.
 */
import type { LeadSource } from "../../../common/contact/leadSource";
import { local } from "../../browser/safeStorage";
import { analyticsStorageKeys, watchAnalyticsConsent } from "../consent";
import { firstTouchOf, parseFirstTouch, sourceAtSubmit, visitOf, type Visit } from "./visitSource";

let visit: Visit | undefined;
const key = analyticsStorageKeys.firstTouch;

/**
 * Call once when the site starts in the browser: notes this visit in memory and, while analytics
 * consent is given, keeps the first visit's campaign and landing path (the consent feature
 * deletes them when that consent ends).
 */
export function startLeadSource(): void {
  if (visit) return;
  const current = visitOf(window.location, document.referrer);
  visit = current;
  watchAnalyticsConsent((granted) => {
    if (granted && local.getItem(key) === null) {
      local.setItem(key, JSON.stringify(firstTouchOf(current)));
    }
  });
}

/** The source to send with a message now. */
export function leadSourceNow(): LeadSource {
  const current = visit ?? visitOf(window.location, document.referrer);
  return sourceAtSubmit(current, window.location.search, parseFirstTouch(local.getItem(key)));
}
