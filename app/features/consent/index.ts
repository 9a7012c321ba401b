/** The consent feature's public API: the rest of the site uses only what is exported here. */
import { consentStore, languageMemory } from "./consentRuntime";

export { ConsentProvider } from "./ConsentProvider";
export { useConsent, useConsentActions, useHasConsent } from "./ConsentContext";
export type { OptionalCategory } from "./consentRecord";
export { useRememberedLanguage } from "./useRememberedLanguage";

/** Call when the visitor explicitly picks a language: kept for the session, longer with consent. */
export const rememberLanguage = languageMemory.remember;

export { analyticsStorageKeys } from "./analyticsStorage";

/** Calls `listener` with whether analytics consent is given, now and on every change. */
export function watchAnalyticsConsent(listener: (granted: boolean) => void): () => void {
  listener(consentStore.hasConsent("analytics"));
  return consentStore.subscribe(({ choice }) => listener(choice?.analytics ?? false));
}
