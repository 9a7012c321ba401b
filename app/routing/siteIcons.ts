import type { LinkDescriptor } from "react-router";
import { defaultLang } from "../../common/i18n/lang";

/** The brand teal of the logo mark (--color-brand-700 in app.css), for browser UI and the manifest. */
export const themeColor = "#0b5f59";

export const manifestPath = "/site.webmanifest";

/** Made from public/favicon.svg by `npm run images:icons`; the files are committed. */
export const iconFiles = {
  svg: "/favicon.svg",
  /** Not linked: for clients that ask for /favicon.ico whatever the page declares. */
  ico: "/favicon.ico",
  png32: "/favicon-32.png",
  appleTouch: "/apple-touch-icon.png",
  png192: "/icon-192.png",
  png512: "/icon-512.png",
} as const;

export const iconLinks: LinkDescriptor[] = [
  { rel: "icon", href: iconFiles.svg, type: "image/svg+xml" },
  { rel: "icon", href: iconFiles.png32, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: iconFiles.appleTouch, sizes: "180x180" },
  { rel: "manifest", href: manifestPath },
];

export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: "browser";
  lang: string;
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

/** The site is a set of documents, not an app: the manifest only names it and gives its icons. */
export function webManifest(productName: string, description: string): WebManifest {
  return {
    name: productName,
    short_name: productName,
    description,
    start_url: "/",
    scope: "/",
    display: "browser",
    lang: defaultLang,
    background_color: "#ffffff",
    theme_color: themeColor,
    icons: [
      { src: iconFiles.svg, sizes: "any", type: "image/svg+xml" },
      { src: iconFiles.png192, sizes: "192x192", type: "image/png" },
      { src: iconFiles.png512, sizes: "512x512", type: "image/png" },
    ],
  };
}
