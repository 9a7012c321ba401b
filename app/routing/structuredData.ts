import type { SiteConfig } from "../../common/siteConfig";
import { languages, type Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import seoCopy from "@content/site/seo.json";
import { pathFor, type PageId } from "../../common/pagePaths";
import { iconFiles } from "./siteIcons";

export type JsonLd = Record<string, unknown>;

type CompanyConfig = Pick<
  SiteConfig,
  | "productName"
  | "companyName"
  | "registerNumber"
  | "vatNumber"
  | "address"
  | "email"
  | "phone"
  | "professionalNetworkUrl"
  | "siteOrigin"
>;

const context = "https://schema.org";

/**
 * One organisation behind both languages: the same `@id` and `url` (the site's origin) on every
 * page, so a search engine merges the English and Dutch descriptions into one entity.
 */
const organizationUrl = (config: CompanyConfig) => `${config.siteOrigin}/`;
const organizationId = (config: CompanyConfig) => `${organizationUrl(config)}#organization`;

function postalAddress(config: CompanyConfig): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: config.address.street,
    postalCode: config.address.postalCode,
    addressLocality: config.address.city,
    addressCountry: config.address.country,
  };
}

/** schema.org Organization: the company behind the product, from the site configuration. */
export function organizationJsonLd(config: CompanyConfig, lang: Lang): JsonLd {
  const t = translator(seoCopy, lang);
  return {
    "@context": context,
    "@type": "Organization",
    "@id": organizationId(config),
    name: config.companyName,
    brand: { "@type": "Brand", name: config.productName },
    description: t("organizationDescription", { product: config.productName }),
    url: organizationUrl(config),
    logo: `${config.siteOrigin}${iconFiles.png512}`,
    email: config.email,
    telephone: config.phone,
    address: postalAddress(config),
    vatID: config.vatNumber,
    // The Dutch Chamber of Commerce number has no schema.org property of its own.
    identifier: { "@type": "PropertyValue", propertyID: "KvK", value: config.registerNumber },
    sameAs: [config.professionalNetworkUrl],
  };
}

export function webSiteJsonLd(config: CompanyConfig, lang: Lang): JsonLd {
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": `${config.siteOrigin}${pathFor("home", lang)}#website`,
    name: config.productName,
    url: `${config.siteOrigin}${pathFor("home", lang)}`,
    inLanguage: lang,
    publisher: { "@id": organizationId(config) },
  };
}

/** The contact page: the organisation with the ways to reach its sales team. */
export function contactPointJsonLd(config: CompanyConfig, lang: Lang): JsonLd {
  const t = translator(seoCopy, lang);
  return {
    "@context": context,
    "@type": "Organization",
    "@id": organizationId(config),
    name: config.companyName,
    url: organizationUrl(config),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: t("contactType"),
      email: config.email,
      telephone: config.phone,
      availableLanguage: [...languages],
      url: `${config.siteOrigin}${pathFor("contact", lang)}`,
    },
  };
}

/** The JSON-LD documents a page carries: Organization and WebSite on home, ContactPoint on contact. */
export function structuredDataFor(page: PageId, lang: Lang, config: CompanyConfig): JsonLd[] {
  if (page === "home") return [organizationJsonLd(config, lang), webSiteJsonLd(config, lang)];
  if (page === "contact") return [contactPointJsonLd(config, lang)];
  return [];
}
