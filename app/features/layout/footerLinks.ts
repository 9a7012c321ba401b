import type { PageId } from "../../../common/pagePaths";
import type { layoutCopy } from "./copy";

type LayoutCopyKey = keyof (typeof layoutCopy)["en"];

/** A footer link: to one of our pages (and a section of it), or to the company's network page. */
export type FooterLink = { label: LayoutCopyKey } & (
  { page: PageId; section?: string } | { page?: undefined; href: "network" }
);

export interface FooterColumn {
  title: LayoutCopyKey;
  /** A column that is a navigation landmark gets this name. */
  landmark?: LayoutCopyKey;
  links: FooterLink[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: "footerProducts",
    links: [
      { label: "productHub", page: "home", section: "services" },
      { label: "productAi", page: "home", section: "ai-insights" },
      { label: "productCapa", page: "home", section: "services" },
      { label: "productOffice", page: "home", section: "integrations" },
    ],
  },
  {
    title: "footerCompany",
    links: [
      { label: "companySecurity", page: "home", section: "about" },
      { label: "companyStandards", page: "home", section: "certifications" },
      { label: "companyNetwork", href: "network" },
    ],
  },
  {
    title: "footerSupport",
    links: [
      { label: "supportDemo", page: "contact" },
      { label: "supportContact", page: "contact" },
      { label: "cookiePolicy", page: "cookiePolicy" },
    ],
  },
  {
    title: "footerNavigation",
    landmark: "footerNavigationLabel",
    links: [
      { label: "navHome", page: "home", section: "home" },
      { label: "navProduct", page: "home", section: "services" },
      { label: "navContact", page: "contact" },
    ],
  },
];

/** The row under the company details, before the cookie-settings button. */
export const legalLinks: FooterLink[] = [
  { label: "privacyPolicy", page: "privacyPolicy" },
  { label: "cookiePolicy", page: "cookiePolicy" },
];
