import { useMemo, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { opensAsDocument } from "../../common/documentPages";
import { PageNavigationContext, type PageAnchorProps, type PageNavigation } from "./pageNavigation";

/**
 * A link that loads a document needs no route discovery, and neither does any link on a document
 * page, where no router runs after the build: those render as the document page's own links do.
 */
function RouterAnchor({ to, ...props }: PageAnchorProps) {
  const { pathname } = useLocation();
  const reloadDocument = opensAsDocument(to);
  const discover = reloadDocument || opensAsDocument(pathname) ? "none" : "render";
  return <Link to={to} reloadDocument={reloadDocument} discover={discover} {...props} />;
}

/** The pages the router renders: its location, its links and its navigation. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<PageNavigation>(
    () => ({
      pathname,
      hash,
      Anchor: RouterAnchor,
      go: (to) => {
        if (opensAsDocument(to)) window.location.assign(to);
        else void navigate(to);
      },
    }),
    [pathname, hash, navigate],
  );
  return <PageNavigationContext value={navigation}>{children}</PageNavigationContext>;
}
