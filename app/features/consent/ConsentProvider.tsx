import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { isGranted } from "./consentRecord";
import { consentStore, startConsent } from "./consentRuntime";
import type { ConsentState } from "./consentStore";
import { ConsentContext, type ConsentApi } from "./ConsentContext";
import { ConsentDialog } from "./ConsentDialog";
import { CookieBanner } from "./CookieBanner";

// The prerendered HTML knows nothing about the visitor, so hydration starts from "not ready".
const prerenderState: ConsentState = { ready: false, choice: null };
const getPrerenderState = () => prerenderState;

export function ConsentProvider({ children }: { children: ReactNode }) {
  const { ready, choice } = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getState,
    getPrerenderState,
  );
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  useEffect(startConsent, []);

  const api = useMemo<ConsentApi>(
    () => ({
      ready,
      choice,
      hasConsent: (category) => isGranted(choice, category),
      openSettings,
      acceptAll: consentStore.acceptAll,
      rejectNonEssential: consentStore.rejectNonEssential,
      setCategory: consentStore.setCategory,
      reset: consentStore.reset,
    }),
    [ready, choice, openSettings],
  );

  return (
    <ConsentContext value={api}>
      {ready && !choice && <CookieBanner />}
      {children}
      {settingsOpen && <ConsentDialog onClose={closeSettings} />}
    </ConsentContext>
  );
}
