import { pageIds, pathFor, type PageId } from "./pagePaths";
import type { Lang } from "./i18n/lang";

/**
 * A link the content names by page rather than by path (docs/decisions/0900-content-files.md):
 * `contact`, or a section of a page, `home#services`. The path follows the reader's language, so
 * the same target serves every language, and a renamed path needs no content change.
 */
const pageTargetSource = `(?:${pageIds.join("|")})(?:#[a-z0-9-]+)?`;
export const pageTargetNames = pageIds.join(", ");

export const pageTargetPattern = new RegExp(`^${pageTargetSource}$`);

/** The path a page target leads to in `lang`, or null when `to` names none of our pages. */
export function pageTargetPath(to: string, lang: Lang): string | null {
  if (!pageTargetPattern.test(to)) return null;
  const [page = "", section] = to.split("#");
  return pathFor(page as PageId, lang, section);
}
