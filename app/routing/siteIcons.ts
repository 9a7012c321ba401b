import type { LinkDescriptor } from "react-router";

/** The brand teal of the logo mark (--color-brand-700 in app.css), for the browser's own UI. */
export const themeColor = "#0b5f59";

/** Made from public/favicon.svg by `npm run images:icons`; the files are committed. */
export const iconFiles = {
  svg: "/favicon.svg",
  /** Not linked: for clients that ask for /favicon.ico whatever the page declares. */
  ico: "/favicon.ico",
  png32: "/favicon-32.png",
  appleTouch: "/apple-touch-icon.png",
  /** The organisation's logo in the structured data. */
  png512: "/icon-512.png",
} as const;

/** No web app manifest: the site is a set of documents, not an app to install (docs/decisions/0119). */
export const iconLinks: LinkDescriptor[] = [
  { rel: "icon", href: iconFiles.svg, type: "image/svg+xml" },
  { rel: "icon", href: iconFiles.png32, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: iconFiles.appleTouch, sizes: "180x180" },
];
