import { pageFromPath, type PageId } from "./pagePaths";

/**
 * Pages that open as documents of their own: only their HTML carries their sections
 * (app/components/ui/Prerendered.tsx) and the browser brings them to life without the router
 * (each page's entry in app/document/, through hydrateDocumentPage.tsx), so every way there is a
 * document load (docs/decisions/0116).
 */
export const documentPages = ["home", "privacyPolicy"] as const satisfies readonly PageId[];

export type DocumentPageId = (typeof documentPages)[number];

const documentPageSet: ReadonlySet<PageId> = new Set(documentPages);

/** The document page at `href` (a site path, with or without a hash), if it is one. */
export function documentPageAt(href: string): DocumentPageId | null {
  const found = pageFromPath(href.split("#")[0] ?? href);
  return found !== null && documentPageSet.has(found.page) ? (found.page as DocumentPageId) : null;
}

/** True when a link to `href` must load a document. */
export function opensAsDocument(href: string): boolean {
  return documentPageAt(href) !== null;
}
