import type { ReactNode } from "react";
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
import { SiteShell } from "./SiteShell";
import { langFromPath } from "../common/pagePaths";
import { iconLinks, themeColor } from "./routing/siteIcons";
import { RouterNavigation } from "./routing/RouterNavigation";

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
  return (
    <RouterNavigation>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </RouterNavigation>
  );
}
