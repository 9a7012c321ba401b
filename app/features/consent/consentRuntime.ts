import { consentStorageKey, productSlug, siteConfig } from "../../../common/siteConfig";
import { clearAnalyticsStorage } from "./analyticsStorage";
import { noConsent } from "./consentRecord";
import { createScriptGate } from "./consentScripts";
import { createConsentStore, type ConsentState } from "./consentStore";
import { liveMark } from "./earlyConsentMarks";
import { createLanguageMemory } from "./languageMemory";
import { local, session } from "../../browser/safeStorage";

/** The site's single consent store, configured from common/siteConfig.ts. */
export const consentStore = createConsentStore({
  storage: local,
  key: consentStorageKey(siteConfig),
  revision: siteConfig.consentRevision,
  maxAgeDays: siteConfig.consentMaxAgeDays,
});

export const languageMemory = createLanguageMemory({
  key: `${productSlug(siteConfig.productName)}_language`,
  local,
  session,
  mayRemember: () => consentStore.hasConsent("preferences"),
});

let started = false;

/**
 * Reads the stored choice and makes it govern: scripts, Google consent signals, the remembered
 * language, and the same for every change, including changes made in another tab.
 */
export function startConsent(): void {
  if (started) return;
  started = true;
  // From now on the banner's own handlers act; the page's early script stands down.
  document.documentElement.setAttribute(liveMark, "");
  const gates = {
    analytics: createScriptGate(siteConfig.analyticsScripts, "analytics"),
    marketing: createScriptGate(siteConfig.marketingScripts, "marketing"),
  };
  // Most builds have no Google tag, so its Consent Mode code is a chunk loaded only where one is
  // configured. Updates wait for it in order; the tag itself still loads only after consent.
  const { googleTagId } = siteConfig;
  const google = googleTagId
    ? import("./googleConsentMode").then((module) => module.createGoogleConsentMode(googleTagId))
    : null;

  const apply = ({ choice }: ConsentState) => {
    const choices = choice ?? noConsent;
    gates.analytics(choices.analytics);
    gates.marketing(choices.marketing);
    void google?.then((update) => update(choices));
    languageMemory.applyConsent(choices.preferences);
    if (!choices.analytics) clearAnalyticsStorage(local);
  };

  apply(consentStore.load());
  consentStore.subscribe(apply);
  window.addEventListener("storage", (event) => {
    if (event.key === consentStore.key || event.key === null) consentStore.reload();
  });
}
