import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { isGranted } from "./consentRecord";
import { consentStore, startConsent } from "./consentRuntime";
import type { ConsentState } from "./consentStore";
import { ConsentContext, type ConsentApi } from "./ConsentContext";
import { CookieBanner } from "./CookieBanner";

// Most visitors never open the settings, so the dialog is its own chunk, loaded on first open.
const ConsentDialog = lazy(() =>
  import("./ConsentDialog").then((module) => ({ default: module.ConsentDialog })),
);

// The prerendered HTML knows nothing about the visitor, so hydration starts from "not ready".
const prerenderState: ConsentState = { ready: false, choice: null };

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [{ ready, choice }, setState] = useState<ConsentState>(prerenderState);
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

  useEffect(() => {
    startConsent();
    // The first read is a transition. An urgent update (as useSyncExternalStore makes) would have
    // React hydrate every section that reads consent at once, in one long task on a slow phone
    // (docs/decisions/0004). Later changes, a click or another tab, apply at once.
    startTransition(() => setState(consentStore.getState()));
    return consentStore.subscribe(setState);
  }, []);

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
      {settingsOpen && (
        <Suspense fallback={null}>
          <ConsentDialog onClose={closeSettings} />
        </Suspense>
      )}
    </ConsentContext>
  );
}
