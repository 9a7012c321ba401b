import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { documentPageAt, type DocumentPageId } from "../common/documentPages";
import { LandingPage } from "./features/landing";
import { DocumentNavigation } from "./routing/DocumentNavigation";
import { SiteShell } from "./SiteShell";

const pageViews: Record<DocumentPageId, ComponentType> = { home: LandingPage };

/**
 * Brings a document page (common/documentPages.ts) to life without React Router: the build
 * starts this module on those pages in place of the router's entry (build-tools/optimizePageHtml.ts),
 * and React hydrates what the router rendered into the body. React skips the scripts after it.
 */
const page = documentPageAt(window.location.pathname);
if (page) {
  const Page = pageViews[page];
  hydrateRoot(
    document.body,
    <DocumentNavigation>
      <SiteShell>
        <Page />
      </SiteShell>
    </DocumentNavigation>,
  );
}
