import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import "./app.css";
import { ConsentProvider, useRememberedLanguage } from "./features/consent";
import { SiteLayout } from "./features/layout/SiteLayout";
import { langFromPath } from "./routing/paths";

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
  useRememberedLanguage();

  return (
    <ConsentProvider>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </ConsentProvider>
  );
}
