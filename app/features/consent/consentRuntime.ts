import { consentStorageKey, productSlug, siteConfig } from "../../../common/siteConfig";
import { clearAnalyticsStorage } from "./analyticsStorage";
import { noConsent } from "./consentRecord";
import { createScriptGate } from "./consentScripts";
import { createConsentStore, type ConsentState } from "./consentStore";
import { createGoogleConsentMode } from "./googleConsentMode";
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
  const gates = {
    analytics: createScriptGate(siteConfig.analyticsScripts, "analytics"),
    marketing: createScriptGate(siteConfig.marketingScripts, "marketing"),
  };
  const google = siteConfig.googleTagId ? createGoogleConsentMode(siteConfig.googleTagId) : null;

  const apply = ({ choice }: ConsentState) => {
    const choices = choice ?? noConsent;
    gates.analytics(choices.analytics);
    gates.marketing(choices.marketing);
    google?.(choices);
    languageMemory.applyConsent(choices.preferences);
    if (!choices.analytics) clearAnalyticsStorage(local);
  };

  apply(consentStore.load());
  consentStore.subscribe(apply);
  window.addEventListener("storage", (event) => {
    if (event.key === consentStore.key || event.key === null) consentStore.reload();
  });
}
