import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
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

  useEffect(startConsent, []);

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
          <ConsentDialog returnFocus={opener} onClose={closeSettings} />
        </Suspense>
      )}
    </ConsentActionsContext>
  );
}
