import { analyticsStorageKeys } from "../consent";
import { visitOf, type Visit } from "./visitSource";

export const firstTouchKey = analyticsStorageKeys.firstTouch;

/**
 * This visit as its first page loaded. The browser keeps the address the document was loaded
 * from in its navigation entry, which the router's page changes leave as it was, and the
 * referrer stays that of the landing page; so nothing needs recording when the page loads.
 */
export function landingVisit(): Visit {
  const [navigation] = performance.getEntriesByType("navigation");
  return visitOf(navigation ? new URL(navigation.name) : window.location, document.referrer);
}
