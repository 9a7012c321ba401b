import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../../common/siteConfig";
import {
  defaultLang,
  languageRow,
  languages,
  otherLanguages,
  type Lang,
} from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import seoCopy from "@content/site/seo.json";
import { pathFor, type PageId } from "../../common/pagePaths";
import { structuredDataFor } from "./structuredData";

function absoluteUrl(path: string): string {
  return `${siteConfig.siteOrigin}${path}`;
}

/** Made by `npm run images:social` (1200×630, one per language) and committed under public/. */
export const socialImage = {
  path: (lang: Lang) => `/images/social/${lang}.png`,
  width: 1200,
  height: 630,
};

/** Open Graph and Twitter card tags: how a shared link to the page looks. */
function socialMeta(
  page: PageId,
  lang: Lang,
  text: { title: string; description: string },
): MetaDescriptor[] {
  const imageAlt = translator(seoCopy, lang)("socialImageAlt", {
    product: siteConfig.productName,
  });
  return [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.productName },
    { property: "og:title", content: text.title },
    { property: "og:description", content: text.description },
    { property: "og:url", content: absoluteUrl(pathFor(page, lang)) },
    { property: "og:locale", content: languageRow(lang).ogLocale },
    ...otherLanguages(lang).map((other) => ({
      property: "og:locale:alternate",
      content: languageRow(other).ogLocale,
    })),
    { property: "og:image", content: absoluteUrl(socialImage.path(lang)) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    // X reads its own alt tag, not og:image:alt.
    { name: "twitter:image:alt", content: imageAlt },
  ];
}

/**
 * Title, description, self-canonical and hreflang alternates (every language, x-default) of a page,
 * its social sharing tags and its structured data.
 */
export function pageMeta(
  page: PageId,
  lang: Lang,
  text: { title: string; description: string },
): MetaDescriptor[] {
  return [
    { title: text.title },
    { name: "description", content: text.description },
    { tagName: "link", rel: "canonical", href: absoluteUrl(pathFor(page, lang)) },
    ...[...languages, "x-default" as const].map((hrefLang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang,
      href: absoluteUrl(pathFor(page, hrefLang === "x-default" ? defaultLang : hrefLang)),
    })),
    ...socialMeta(page, lang, text),
    ...structuredDataFor(page, lang, siteConfig).map((data) => ({ "script:ld+json": data })),
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
