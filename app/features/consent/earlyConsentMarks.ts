/**
 * The names the page's early consent script (earlyConsent.ts, inlined in every page's head) and
 * the app share (docs/decisions/0204). Attributes on `<html>` and on the banner, so that CSS can
 * hide the prerendered banner before the first paint and the app can pick up what happened
 * before it started.
 */
export const earlyConsentMarks = {
  /** On `<html>`: a valid choice was stored before the app read it; the prerendered banner hides. */
  chosen: "data-consent-chosen",
  /** On `<html>`: the app runs the banner now; the early script stands down. */
  live: "data-consent-live",
  /** On `<html>`: Customize was tapped before the app was there; the app opens the dialog. */
  customizeAsked: "data-consent-customize",
  /** On the banner: `unread` while the app has not read the stored choice yet. */
  banner: "data-consent-banner",
  /** On each banner button: what it does, for the early script's one click listener. */
  action: "data-consent-action",
} as const;

export type EarlyConsentAction = "accept-all" | "reject-non-essential" | "customize";

/** CSS for the page's head: the prerendered banner hides once a choice is known, and without scripts. */
export function earlyConsentStyles(): { withScripts: string; withoutScripts: string } {
  const { chosen, banner } = earlyConsentMarks;
  return {
    withScripts: `html[${chosen}] [${banner}="unread"]{display:none}`,
    withoutScripts: `[${banner}]{display:none}`,
  };
}

/**
 * Taps Customize again if the visitor tapped it before the app was there, now that the banner's
 * own handler can open the dialog (and remember the button to return focus to). Once only.
 */
export function replayEarlyCustomize(root: Element = document.documentElement): void {
  const { customizeAsked, action } = earlyConsentMarks;
  if (!root.hasAttribute(customizeAsked)) return;
  root.removeAttribute(customizeAsked);
  root.querySelector<HTMLElement>(`[${action}="customize"]`)?.click();
}
