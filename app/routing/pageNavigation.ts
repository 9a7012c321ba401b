import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from "react";

/** A link to a page of the site (a path, with or without a hash). */
export type PageAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/**
 * Where the visitor is and how the page moves on: the router's on the pages it renders, plain
 * document loads on document pages, which come to life without it (docs/decisions/0116). The
 * site's components read it here, so they render the same on both kinds of page.
 */
export interface PageNavigation {
  pathname: string;
  /** The hash as the page knows it while rendering; a click reads the address bar's. */
  hash: string;
  /** Goes to a site path: in the app where the router renders it, else by loading it. */
  go: (to: string) => void;
  Anchor: ComponentType<PageAnchorProps>;
}

export const PageNavigationContext = createContext<PageNavigation | null>(null);

export function usePageNavigation(): PageNavigation {
  const navigation = useContext(PageNavigationContext);
  if (!navigation) throw new Error("A page's components need a PageNavigation above them");
  return navigation;
}
