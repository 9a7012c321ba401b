import { createContext, useContext } from "react";
import type { ConsentCategory, ConsentRecord, OptionalCategory } from "./consentRecord";

export interface ConsentApi {
  /** False in the prerendered HTML and during hydration, before the stored choice is read. */
  ready: boolean;
  /** The visitor's choice, or null while there is none (the banner is showing). */
  choice: ConsentRecord | null;
  hasConsent: (category: ConsentCategory) => boolean;
  /** Opens the preferences dialog; focus returns to what was focused when it closes. */
  openSettings: () => void;
  acceptAll: () => void;
  rejectNonEssential: () => void;
  setCategory: (category: OptionalCategory, granted: boolean) => void;
  /** Forgets the choice: the banner shows again and everything optional stops. */
  reset: () => void;
}

export const ConsentContext = createContext<ConsentApi | null>(null);

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error("useConsent must be used inside <ConsentProvider>");
  return api;
}
