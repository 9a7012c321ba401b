/** The consent feature's public API: the rest of the site uses only what is exported here. */
import { languageMemory } from "./consentRuntime";

export { ConsentProvider } from "./ConsentProvider";
export { useConsent, useConsentActions, useHasConsent } from "./ConsentContext";
export type { OptionalCategory } from "./consentRecord";
export { useRememberedLanguage } from "./useRememberedLanguage";

/** Call when the visitor explicitly picks a language: kept for the session, longer with consent. */
export const rememberLanguage = languageMemory.remember;
