import { useEffect, useRef } from "react";
import { siteConfig } from "../../../common/siteConfig";
import { visitBeacon } from "../../../common/visitBeacon";
import { usePageNavigation } from "../../routing/pageNavigation";

const beacon = visitBeacon(siteConfig);

/**
 * Reports each page view the server does not see: every view after the first (the router shows
 * it without a request), and the first one too on a static host. Only the path leaves, without
 * credentials; nothing is kept on the device (docs/decisions/0850).
 */
export function useVisitCount(): void {
  const { pathname } = usePageNavigation();
  const loaded = useRef(false);
  useEffect(() => {
    const firstView = !loaded.current;
    loaded.current = true;
    if (firstView && !beacon.reportsLoads) return;
    fetch(beacon.url, {
      method: "POST",
      body: pathname,
      keepalive: true,
      credentials: "omit",
      mode: "no-cors",
    }).catch(() => {});
  }, [pathname]);
}
