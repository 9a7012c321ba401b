import { pageFromPath, type PageId } from "../../common/pagePaths";

/**
 * Pages whose sections only their HTML carries (components/ui/Prerendered.tsx): the router cannot
 * render them in the browser, so every way there is a document load
 * (docs/decisions/0114-copy-sent-once.md).
 */
const documentPages: ReadonlySet<PageId> = new Set(["home"]);

/** True when a link to `href` (a site path, with or without a hash) must load a document. */
export function opensAsDocument(href: string): boolean {
  const found = pageFromPath(href.split("#")[0] ?? href);
  return found !== null && documentPages.has(found.page);
}
