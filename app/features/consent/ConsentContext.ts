import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import {
  isGranted,
  type ConsentCategory,
  type ConsentRecord,
  type OptionalCategory,
} from "./consentRecord";
import { consentStore } from "./consentRuntime";
import type { ConsentState } from "./consentStore";

export interface ConsentActions {
  /** Opens the preferences dialog; focus returns to what was focused when it closes. */
  openSettings: () => void;
  acceptAll: () => void;
  rejectNonEssential: () => void;
  setCategory: (category: OptionalCategory, granted: boolean) => void;
  /** Forgets the choice: the banner shows again and everything optional stops. */
  reset: () => void;
}

export interface ConsentApi extends ConsentActions {
  /** False in the prerendered HTML and during hydration, before the stored choice is read. */
  ready: boolean;
  /** The visitor's choice, or null while there is none (the banner is showing). */
  choice: ConsentRecord | null;
  hasConsent: (category: ConsentCategory) => boolean;
}

/** Never changes after the first render: the choice itself is not in a context (see useConsent). */
export const ConsentActionsContext = createContext<ConsentActions | null>(null);

/** For components that offer the settings but never show the choice. */
export function useConsentActions(): ConsentActions {
  const actions = useContext(ConsentActionsContext);
  if (!actions) throw new Error("The consent hooks must be used inside <ConsentProvider>");
  return actions;
}

/** The visitor's choice as the store has it; hydration sees the prerendered "not read yet". */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getState,
    consentStore.getUnreadState,
  );
}

/**
 * Whether one category is allowed. A component that needs only that re-renders only when it
 * changes: not when the stored choice is first read after hydration and still says no, as it
 * does for every first visit.
 */
export function useHasConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    consentStore.subscribe,
    () => isGranted(consentStore.getState().choice, category),
    () => isGranted(consentStore.getUnreadState().choice, category),
  );
}

/**
 * The choice and the actions. Each component reads the choice from the store: a changing context
 * around the whole page would make React hydrate every section still waiting for it at once,
 * restarting the render for each (docs/decisions/0004). A section not hydrated yet is not
 * subscribed, and reads the current choice when its turn comes.
 */
export function useConsent(): ConsentApi {
  const actions = useConsentActions();
  const { ready, choice } = useConsentState();
  return useMemo(
    () => ({
      ...actions,
      ready,
      choice,
      hasConsent: (category: ConsentCategory) => isGranted(choice, category),
    }),
    [actions, ready, choice],
  );
}
