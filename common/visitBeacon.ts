import type { SiteConfig } from "./siteConfig";

/** Where a page reports a view the server did not see (docs/decisions/0850). */
export const visitBeaconPath = "/api/visit";

export interface VisitBeacon {
  url: string;
  /**
   * The page's own load is reported too: a build whose contact endpoint is on another origin
   * than the site is served by a static host, which counts nothing. Our server counts the pages
   * it serves, so a page it served never reports its load as well.
   */
  reportsLoads: boolean;
}

export function visitBeacon(site: Pick<SiteConfig, "contactEndpoint" | "siteOrigin">): VisitBeacon {
  const endpoint = new URL(site.contactEndpoint, site.siteOrigin);
  const reportsLoads = endpoint.origin !== new URL(site.siteOrigin).origin;
  return {
    url: reportsLoads ? new URL(visitBeaconPath, endpoint).href : visitBeaconPath,
    reportsLoads,
  };
}
