import type { ReactNode } from "react";
import { PageNavigationContext, type PageAnchorProps, type PageNavigation } from "./pageNavigation";

function DocumentAnchor({ to, children, ...props }: PageAnchorProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

/**
 * A document page (common/documentPages.ts): no router, so every link loads its page. The hash
 * is left out as the prerendered HTML has it, which the page must match to hydrate.
 */
export function DocumentNavigation({ children }: { children: ReactNode }) {
  const navigation: PageNavigation = {
    pathname: window.location.pathname,
    hash: "",
    Anchor: DocumentAnchor,
    go: (to) => window.location.assign(to),
  };
  return <PageNavigationContext value={navigation}>{children}</PageNavigationContext>;
}
