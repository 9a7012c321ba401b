import type { ConsentChoices } from "./consentRecord";
import { deleteCookies } from "./cookieCleanup";

type Signal = "granted" | "denied";
export type ConsentModeSignals = Record<
  "ad_storage" | "ad_user_data" | "ad_personalization" | "analytics_storage",
  Signal
>;

const signal = (granted: boolean): Signal => (granted ? "granted" : "denied");

/** Google Consent Mode v2: marketing drives the three ad signals, analytics `analytics_storage`. */
export function consentModeSignals(choices: ConsentChoices): ConsentModeSignals {
  return {
    ad_storage: signal(choices.marketing),
    ad_user_data: signal(choices.marketing),
    ad_personalization: signal(choices.marketing),
    analytics_storage: signal(choices.analytics),
  };
}

/** Cookies the Google tag sets, deleted when their category is withdrawn. */
const googleCookies = { analytics: ["_ga", "_ga_.*", "_gid"], marketing: ["_gcl_.*"] };

interface GoogleTagWindow {
  dataLayer?: unknown[];
}

/**
 * The defaults (all denied) are queued before the tag exists; the tag itself is only loaded once
 * analytics or marketing is granted ("basic" consent mode: no request to Google before consent).
 */
export function createGoogleConsentMode(tagId: string, win: Window & GoogleTagWindow = window) {
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js only understands `arguments` objects, not arrays.
  const gtag: (...args: unknown[]) => void = function () {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  let loaded = false;

  gtag(
    "consent",
    "default",
    consentModeSignals({ analytics: false, marketing: false, preferences: false }),
  );

  return (choices: ConsentChoices) => {
    gtag("consent", "update", consentModeSignals(choices));
    if (!choices.analytics) deleteCookies(googleCookies.analytics, win.document);
    if (!choices.marketing) deleteCookies(googleCookies.marketing, win.document);
    if (loaded || !(choices.analytics || choices.marketing)) return;
    loaded = true;
    gtag("js", new Date());
    gtag("config", tagId);
    const script = win.document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;
    win.document.head.append(script);
  };
}
