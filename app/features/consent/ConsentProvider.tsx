import {
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { consentStore, startConsent } from "./consentRuntime";
import { ConsentActionsContext, useConsentState, type ConsentActions } from "./ConsentContext";
import { CookieBanner } from "./CookieBanner";

// Most visitors never open the settings, so the dialog is its own chunk, loaded on first open.
const ConsentDialog = lazy(() =>
  import("./ConsentDialog").then((module) => ({ default: module.ConsentDialog })),
);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const { ready, choice } = useConsentState();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const opener = useRef<Element | null>(null);
  const openSettings = useCallback(() => {
    opener.current = document.activeElement;
    setSettingsOpen(true);
  }, []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  // Focus goes back to what opened the dialog, or to the main content when that is gone (the
  // banner disappears as soon as a switch in the dialog makes a choice).
  useLayoutEffect(() => {
    const target = opener.current;
    if (settingsOpen || !target) return;
    opener.current = null;
    const focusable = target instanceof HTMLElement && target.isConnected;
    (focusable ? target : document.getElementById("main"))?.focus();
  }, [settingsOpen]);

  // In the hydration commit itself, so a first-time visitor gets the banner with the hydrated page,
  // not one task later (docs/decisions/0106).
  useLayoutEffect(startConsent, []);

  const actions = useMemo<ConsentActions>(
    () => ({
      openSettings,
      acceptAll: consentStore.acceptAll,
      rejectNonEssential: consentStore.rejectNonEssential,
      setCategory: consentStore.setCategory,
      reset: consentStore.reset,
    }),
    [openSettings],
  );

  return (
    <ConsentActionsContext value={actions}>
      {ready && !choice && <CookieBanner />}
      {children}
      {settingsOpen && (
        <Suspense fallback={null}>
          <ConsentDialog onClose={closeSettings} />
        </Suspense>
      )}
    </ConsentActionsContext>
  );
}
