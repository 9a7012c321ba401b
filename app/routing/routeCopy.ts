import type { LoaderFunctionArgs } from "react-router";
import { langFromPath } from "../../common/pagePaths";
import type { Lang } from "../../common/i18n/lang";
import type { Copy } from "../../common/i18n/translate";

/**
 * A page's copy delivered as route data instead of JavaScript. The loader runs at build time
 * (prerender), picks the page's language and the texts travel inside that page's HTML, so the
 * browser never downloads the other language's texts. Used for the text-heavy pages.
 */
export interface RouteCopy<K extends string> {
  lang: Lang;
  texts: Record<K, string>;
}

/** The loader of a page's copy; with `keys`, only those texts travel (the rest is in the HTML). */
export function copyLoader<K extends string, P extends K = K>(copy: Copy<K>, keys?: readonly P[]) {
  return ({ request }: LoaderFunctionArgs): RouteCopy<P> => {
    const lang = langFromPath(new URL(request.url).pathname);
    const table = copy[lang];
    const texts = keys
      ? (Object.fromEntries(keys.map((key) => [key, table[key]])) as Record<P, string>)
      : table;
    return { lang, texts };
  };
}
