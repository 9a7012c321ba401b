import type { MetaFunction } from "react-router";
import { siteConfig } from "../config/site";
import { translator, type Copy } from "../i18n/translate";
import { notFoundMeta, pageMeta } from "./pageMeta";
import { langFromPath, type PageId } from "./paths";

const brand = { product: siteConfig.productName };

type MetaCopy = Copy<"metaTitle" | "metaDescription">;

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

export function metaForNotFound(copy: MetaCopy): MetaFunction {
  return ({ location }) => {
    const t = translator(copy, langFromPath(location.pathname));
    return notFoundMeta({ title: t("metaTitle", brand), description: t("metaDescription", brand) });
  };
}
