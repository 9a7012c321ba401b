/** The consent feature's public API: the rest of the site uses only what is exported here. */
import type { ConsentCategory } from "./consentRecord";
import { consentStore, languageMemory } from "./consentRuntime";

export { ConsentProvider } from "./ConsentProvider";
export { useConsent, useConsentActions, useHasConsent, type ConsentApi } from "./ConsentContext";
export type { ConsentCategory, ConsentRecord, OptionalCategory } from "./consentRecord";
export { useRememberedLanguage } from "./useRememberedLanguage";

/** For code outside React (e.g. a submit handler): reads the stored choice if not yet read. */
export function hasConsent(category: ConsentCategory): boolean {
  return consentStore.hasConsent(category);
}

/** Call when the visitor explicitly picks a language: kept for the session, longer with consent. */
export const rememberLanguage = languageMemory.remember;
