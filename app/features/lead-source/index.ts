/**
 * The lead-source feature's public API (docs/product.md#lead-source): where this visitor came
 * from, for the contact form to send with the message.
 */
import type { LeadSource } from "../../../common/contact/leadSource";
import { local } from "../../browser/safeStorage";
import { analyticsStorageKeys, watchAnalyticsConsent } from "../consent";
import { firstTouchOf, parseFirstTouch, sourceAtSubmit, visitOf, type Visit } from "./visitSource";

let started = false;
const key = analyticsStorageKeys.firstTouch;

/**
 * Call once after the site starts in the browser: while analytics consent is given, keeps the
 * first visit's campaign and landing path (the consent feature deletes them when that consent
 * ends). It may run late, e.g. when the page is idle: the landing page is read from the browser.
 */
export function startLeadSource(): void {
  if (started) return;
  started = true;
  watchAnalyticsConsent((granted) => {
    if (granted && local.getItem(key) === null) {
      local.setItem(key, JSON.stringify(firstTouchOf(landingVisit())));
    }
  });
}

/** The source to send with a message now. */
export function leadSourceNow(): LeadSource {
  return sourceAtSubmit(
    landingVisit(),
    window.location.search,
    parseFirstTouch(local.getItem(key)),
  );
}

/**
 * This visit as its first page loaded. The browser keeps the address the document was loaded
 * from in its navigation entry, which the router's page changes leave as it was, and the
 * referrer stays that of the landing page; so nothing needs recording when the page loads.
 */
function landingVisit(): Visit {
  const [navigation] = performance.getEntriesByType("navigation");
  return visitOf(navigation ? new URL(navigation.name) : window.location, document.referrer);
}
