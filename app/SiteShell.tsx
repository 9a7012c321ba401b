import { useEffect, type ReactNode } from "react";
import { ConsentProvider, useRememberedLanguage } from "./features/consent";
import { SiteLayout } from "./features/layout";
import { useVisitCount } from "./features/visit-count";

/**
 * What every page is inside: consent, the header and footer, and what runs once the page lives.
 * The router's pages (root.tsx) and the document pages (document/hydrateDocumentPage.tsx) both
 * render it.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Lets tests (and anyone debugging) tell a hydrated page from the prerendered HTML.
    document.documentElement.dataset.hydrated = "";
    // Keeping the first touch loads after hydration, as a chunk of its own (not through the
    // feature's index, which the contact form imports with the code both share): no visitor
    // waits on it, and the landing page it keeps is still known then. Should the chunk not load
    // (offline), a later page load keeps it.
    import("./features/lead-source/firstTouch").then(
      (firstTouch) => firstTouch.startLeadSource(),
      () => {},
    );
  }, []);
  useRememberedLanguage();
  useVisitCount();

  return (
    <ConsentProvider>
      <SiteLayout>{children}</SiteLayout>
    </ConsentProvider>
  );
}
