import { isbot } from "isbot";
import { defaultLang, type Lang } from "../../common/i18n/lang";
import { messageSentPaths } from "../../common/messageSentPaths";
import { langFromPath, pageFromPath, pathFor } from "../../common/pagePaths";

/** Every path that is not one of our pages counts here, so probing URLs adds no row. */
const notFoundPage = "not-found";

/**
 * The route a path shows, the same for every language (`/nl/contact` is `/contact` in `nl`):
 * never the query string, never an unknown path as such.
 */
export function countedPage(urlPath: string): { page: string; lang: Lang } {
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath;
  const lang = langFromPath(path);
  const shown = pageFromPath(path);
  if (shown) return { page: pathFor(shown.page, defaultLang), lang };
  if (path === messageSentPaths[lang]) return { page: messageSentPaths[defaultLang], lang };
  return { page: notFoundPage, lang };
}

/**
 * A person's view, as far as the headers tell: not an obvious bot (by its user agent; a request
 * without one is no browser) and not a prefetch or prerender the visitor may never see.
 */
export function isPersonsView(headers: Headers): boolean {
  const userAgent = headers.get("User-Agent");
  if (!userAgent || isbot(userAgent)) return false;
  const purpose = `${headers.get("Sec-Purpose") ?? ""} ${headers.get("Purpose") ?? ""}`;
  return !/\bprefetch\b/i.test(purpose);
}
