/**
 * The names the page's early consent script (earlyConsent.ts, inlined in every page's head) and
 * the app share (docs/decisions/0204): attributes on `<html>` and on the banner, so that CSS can
 * hide the prerendered banner before the first paint and the app can pick up what happened
 * before it started. Separate constants, so the app's bundle carries only those it uses.
 */

/** On `<html>`: a valid choice was stored before the app read it; the prerendered banner hides. */
export const chosenMark = "data-consent-chosen";
/** On `<html>`: the app runs the banner now; the early script stands down. */
export const liveMark = "data-consent-live";
/** On `<html>`: Customize was tapped before the app was there; the app opens the dialog. */
export const customizeMark = "data-consent-customize";
/** On the banner: `unread` while the app has not read the stored choice yet. */
export const bannerMark = "data-consent-banner";
/** On each banner button: what it does, for the early script's one click listener. */
export const actionMark = "data-consent-action";

export type EarlyConsentAction = "accept-all" | "reject-non-essential" | "customize";

/**
 * CSS for the page's head: the prerendered banner hides once a choice is known, and without
 * scripts. It also stays hidden until the parser has reached its last button: a paint while only
 * its first part was parsed showed a sliver that then grew upwards, a layout shift.
 */
export function earlyConsentStyles(): { withScripts: string; withoutScripts: string } {
  return {
    withScripts:
      `html[${chosenMark}] [${bannerMark}="unread"],` +
      `[${bannerMark}]:not(:has([${actionMark}="accept-all"])){display:none}`,
    withoutScripts: `[${bannerMark}]{display:none}`,
  };
}

/**
 * Taps Customize again if the visitor tapped it before the app was there, now that the banner's
 * own handler can open the dialog (and remember the button to return focus to). Once only.
 */
export function replayEarlyCustomize(root: Element = document.documentElement): void {
  if (!root.hasAttribute(customizeMark)) return;
  root.removeAttribute(customizeMark);
  root.querySelector<HTMLElement>(`[${actionMark}="customize"]`)?.click();
}
