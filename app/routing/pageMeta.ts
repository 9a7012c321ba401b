import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../config/site";
import type { Lang } from "../i18n/lang";
import { pathFor, type PageId } from "./paths";

export function absoluteUrl(path: string): string {
  return `${siteConfig.siteOrigin}${path}`;
}

/** Title, description, self-canonical and hreflang alternates (en, nl, x-default) of a page. */
export function pageMeta(
  page: PageId,
  lang: Lang,
  text: { title: string; description: string },
): MetaDescriptor[] {
  return [
    { title: text.title },
    { name: "description", content: text.description },
    { tagName: "link", rel: "canonical", href: absoluteUrl(pathFor(page, lang)) },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: absoluteUrl(pathFor(page, "en")) },
    { tagName: "link", rel: "alternate", hrefLang: "nl", href: absoluteUrl(pathFor(page, "nl")) },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(pathFor(page, "en")),
    },
  ];
}

/** Not-found pages must not be indexed and have no canonical. */
export function notFoundMeta(text: { title: string; description: string }): MetaDescriptor[] {
  return [
    { title: text.title },
    { name: "description", content: text.description },
    { name: "robots", content: "noindex" },
  ];
}
