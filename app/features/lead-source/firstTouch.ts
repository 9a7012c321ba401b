import { local } from "../../browser/safeStorage";
import { watchAnalyticsConsent } from "../consent";
import { firstTouchKey, landingVisit } from "./landing";
import { firstTouchOf } from "./visitSource";

let started = false;

/**
 * Call once after the site starts in the browser: while analytics consent is given, keeps the
 * first visit's campaign and landing path (the consent feature deletes them when that consent
 * ends). The app loads this module on its own after hydration (no page waits on it); it reads
 * the landing page from the browser, so running late still keeps the right one.
 */
export function startLeadSource(): void {
  if (started) return;
  started = true;
  watchAnalyticsConsent((granted) => {
    if (granted && local.getItem(firstTouchKey) === null) {
      local.setItem(firstTouchKey, JSON.stringify(firstTouchOf(landingVisit())));
    }
  });
}
