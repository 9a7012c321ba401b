import type { MetaFunction } from "react-router";
import { siteConfig } from "../../common/siteConfig";
import type { RouteCopy } from "./routeCopy";
import { tableTranslator, translator, type Copy } from "../../common/i18n/translate";
import { notFoundMeta, pageMeta } from "./pageMeta";
import { langFromPath, type PageId } from "../../common/pagePaths";

const brand = { product: siteConfig.productName };

type MetaCopy = Copy<{ metaTitle: string; metaDescription: string }>;

/** A route's `meta` export: translated title and description, canonical and hreflang links. */
export function metaForPage(page: PageId, copy: MetaCopy): MetaFunction {
  return ({ location }) => {
    const lang = langFromPath(location.pathname);
    const t = translator(copy, lang);
    return pageMeta(page, lang, {
      title: t("metaTitle", brand),
      description: t("metaDescription", brand),
    });
  };
}

/** The same, for a page whose copy arrives as route data (see i18n/routeCopy.ts). */
export function metaForRouteCopy(page: PageId): MetaFunction {
  return ({ data }) => {
    const { lang, texts } = data as RouteCopy<"metaTitle" | "metaDescription">;
    const t = tableTranslator(texts);
    return pageMeta(page, lang, {
      title: t("metaTitle", brand),
      description: t("metaDescription", brand),
    });
  };
}

export function metaForNotFound(copy: MetaCopy): MetaFunction {
  return ({ location }) => {
    const t = translator(copy, langFromPath(location.pathname));
    return notFoundMeta({ title: t("metaTitle", brand), description: t("metaDescription", brand) });
  };
}
