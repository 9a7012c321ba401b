import { useMemo, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { opensAsDocument } from "../../common/documentPages";
import { PageNavigationContext, type PageAnchorProps, type PageNavigation } from "./pageNavigation";

function RouterAnchor({ to, ...props }: PageAnchorProps) {
  return <Link to={to} reloadDocument={opensAsDocument(to)} {...props} />;
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
