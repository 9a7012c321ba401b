import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { DocumentNavigation } from "../routing/DocumentNavigation";
import { SiteShell } from "../SiteShell";

/**
 * Brings a document page (common/documentPages.ts) to life without React Router: the build
 * starts the page's module (`app/document/<page>.tsx`) in place of the router's entry
 * (build-tools/optimizePageHtml.ts), and React hydrates what the router rendered into the body.
 * React skips the scripts after it. As a transition, as React Router's own entry does: React
 * then hydrates in slices it yields between, instead of one long task.
 */
export function hydrateDocumentPage(Page: ComponentType): void {
  startTransition(() => {
    hydrateRoot(
      document.body,
      <DocumentNavigation>
        <SiteShell>
          <Page />
        </SiteShell>
      </DocumentNavigation>,
    );
  });
}
