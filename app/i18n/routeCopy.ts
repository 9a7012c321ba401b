import { useMemo } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { langFromPath } from "../../common/pagePaths";
import type { Lang } from "../../common/i18n/lang";
import { tableTranslator, type Copy, type Translate } from "../../common/i18n/translate";

/**
 * A page's copy delivered as route data instead of JavaScript. The loader runs at build time
 * (prerender), picks the page's language and the texts travel inside that page's HTML, so the
 * browser never downloads the other language's texts. Used for the text-heavy pages.
 */
export interface RouteCopy<K extends string> {
  lang: Lang;
  texts: Record<K, string>;
}

export function copyLoader<K extends string>(copy: Copy<K>) {
  return ({ request }: LoaderFunctionArgs): RouteCopy<K> => {
    const lang = langFromPath(new URL(request.url).pathname);
    return { lang, texts: copy[lang] };
  };
}

export function useRouteCopy<K extends string>(): { t: Translate<K>; lang: Lang } {
  const { lang, texts } = useLoaderData() as RouteCopy<K>;
  const t = useMemo(() => tableTranslator(texts), [texts]);
  return { t, lang };
}
