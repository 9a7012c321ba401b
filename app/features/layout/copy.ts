import { defineCopy } from "../../i18n/translate";

export const layoutCopy = defineCopy(
  {
    skipToContent: "Skip to content",
    homeLinkLabel: "{product} home",
    mainNavigation: "Main",
    navHome: "Home",
    navProduct: "Product",
    navContact: "Contact",
    bookDemo: "Book demo",
    switchLanguage: "Nederlandse versie",
    footerRights: "© {company}. All rights reserved.",
    cookieSettings: "Cookie settings",
  },
  {
    skipToContent: "Direct naar de inhoud",
    homeLinkLabel: "{product} startpagina",
    mainNavigation: "Hoofdmenu",
    navHome: "Home",
    navProduct: "Product",
    navContact: "Contact",
    bookDemo: "Demo aanvragen",
    switchLanguage: "English version",
    footerRights: "© {company}. Alle rechten voorbehouden.",
    cookieSettings: "Cookie-instellingen",
  },
);
