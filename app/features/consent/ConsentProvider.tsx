import {
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { ModalDialog } from "../../components/ui/ModalDialog";
import { consentStore, startConsent } from "./consentRuntime";
import { ConsentActionsContext, useConsentState, type ConsentActions } from "./ConsentContext";
import { CookieBanner } from "./CookieBanner";
import { replayEarlyCustomize } from "./earlyConsentMarks";

// Most visitors never open the settings, so their content is its own chunk, loaded on first open.
// The dialog around it opens once the content is there (one Suspense boundary for both).
const ConsentSettings = lazy(() =>
  import("./ConsentSettings").then((module) => ({ default: module.ConsentSettings })),
);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const { ready, choice } = useConsentState();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const opener = useRef<Element | null>(null);
  const settingsTitleId = useId();
  const openSettings = useCallback(() => {
    opener.current = document.activeElement;
    setSettingsOpen(true);
  }, []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  // In the hydration commit itself, so the banner the HTML showed is never without handlers, and a
  // Customize tapped before the scripts were in opens the dialog now (docs/decisions/0204).
  useLayoutEffect(() => {
    startConsent();
    replayEarlyCustomize();
  }, []);

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
      {/* In the prerendered HTML too, marked unread: the page's head hides it before the first
          paint when a valid choice is stored (docs/decisions/0204). */}
      {!choice && <CookieBanner unread={!ready} />}
      {children}
      {settingsOpen && (
        <Suspense fallback={null}>
          <ModalDialog
            returnFocus={opener}
            onClose={closeSettings}
            aria-labelledby={settingsTitleId}
            data-testid="consent-dialog"
            className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-card border border-line bg-surface p-6 text-ink backdrop:bg-ink/50"
          >
            <ConsentSettings titleId={settingsTitleId} onClose={closeSettings} />
          </ModalDialog>
        </Suspense>
      )}
    </ConsentActionsContext>
  );
}
