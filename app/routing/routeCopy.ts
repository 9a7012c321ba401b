import type { LoaderFunctionArgs } from "react-router";
import { langFromPath } from "../../common/pagePaths";
import type { Lang } from "../../common/i18n/lang";
import type { Copy, TextKey, Texts } from "../../common/i18n/translate";

/**
 * A page's copy delivered as route data instead of JavaScript. The loader runs at build time
 * (prerender), picks the page's language and the texts travel inside that page's HTML, so the
 * browser never downloads the other language's texts. Used for the text-heavy pages.
 */
export interface RouteCopy<K extends string> {
  lang: Lang;
  texts: Record<K, string>;
}

/** The loader of a page's copy: only the texts named travel (the rest is in the HTML). */
export function copyLoader<T extends Texts, P extends TextKey<T>>(
  copy: Copy<T>,
  keys: readonly P[],
) {
  return ({ request }: LoaderFunctionArgs): RouteCopy<P> => {
    const lang = langFromPath(new URL(request.url).pathname);
    const table: Texts = copy[lang];
    const texts = Object.fromEntries(keys.map((key) => [key, String(table[key])]));
    return { lang, texts: texts as Record<P, string> };
  };
}
