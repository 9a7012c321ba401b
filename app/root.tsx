import { useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
} from "react-router";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import "./app.css";
import { SiteLayout } from "./features/layout/SiteLayout";
import { langFromPath } from "./routing/paths";

// The same file app.css declares; preloading it lets `font-display: optional` use it on first visits.
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  const lang = langFromPath(useLocation().pathname);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Lets tests (and anyone debugging) tell a hydrated page from the prerendered HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);

  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
