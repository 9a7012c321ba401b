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
import "./app.css";
import { ConsentProvider, useRememberedLanguage } from "./features/consent";
import { SiteLayout } from "./features/layout";
import { useVisitCount } from "./features/visit-count";
import { langFromPath } from "../common/pagePaths";
import { iconLinks, themeColor } from "./routing/siteIcons";
import { usePrerenderedLinks } from "./routing/usePrerenderedLinks";

export const links: LinksFunction = () => iconLinks;

export function Layout({ children }: { children: ReactNode }) {
  const lang = langFromPath(useLocation().pathname);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
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
  useEffect(() => {
    // Lets tests (and anyone debugging) tell a hydrated page from the prerendered HTML.
    document.documentElement.dataset.hydrated = "";
    // Keeping the first touch loads after hydration, as a chunk of its own (not through the
    // feature's index, which the contact form imports with the code both share): no visitor
    // waits on it, and the landing page it keeps is still known then. Should the chunk not load
    // (offline), a later page load keeps it.
    import("./features/lead-source/firstTouch").then(
      (firstTouch) => firstTouch.startLeadSource(),
      () => {},
    );
  }, []);
  useRememberedLanguage();
  useVisitCount();
  usePrerenderedLinks();

  return (
    <ConsentProvider>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </ConsentProvider>
  );
}
