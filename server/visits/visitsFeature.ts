import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { SiteConfig } from "../../common/siteConfig";
import { visitBeacon, visitBeaconPath } from "../../common/visitBeacon";
import { originAllowed } from "../http/origin";
import type { AppEnv } from "../http/requestContext";
import type { PageServed } from "../http/serveSite";
import { visitDay } from "./visitCountStatements";
import { countedPage, isPersonsView } from "./countedPage";
import type { VisitStore } from "./visitStore";

export interface VisitsFeatureParts {
  storage: Pick<VisitStore, "countVisit">;
  /** The build's site settings: they tell whether its pages report their own loads. */
  site: SiteConfig;
  /** Other origins whose pages may report a view (the contact endpoint's). */
  allowedOrigins: readonly string[];
  now?: () => number;
}

export interface VisitsFeature {
  /** Counts each page the server serves; absent when the build's pages report their loads. */
  pageServed?: PageServed;
  /** The beacon (`POST /api/visit`) for views the server does not see. */
  routes: Hono<AppEnv>;
}

/** The longest path a beacon may report; our pages' are far shorter. */
const maxBeaconBytes = 512;

/**
 * Anonymous visit counts (docs/decisions/0850-anonymous-visit-counts.md): per day, page and
 * language, a count, and nothing about the visitor. A count is written after the answer, never
 * in its way; a failed write costs one count and a log line.
 */
export function visitsFeature(parts: VisitsFeatureParts): VisitsFeature {
  const { storage, allowedOrigins, now = Date.now } = parts;
  const count = (c: Context<AppEnv>, urlPath: string) => {
    if (!isPersonsView(c.req.raw.headers)) return;
    storage
      .countVisit({ day: visitDay(now()), ...countedPage(urlPath) })
      .catch((error: unknown) =>
        c.get("log").warn({ err: String(error) }, "visits: a count was not stored"),
      );
  };
  const routes = new Hono<AppEnv>().post(
    visitBeaconPath,
    bodyLimit({ maxSize: maxBeaconBytes, onError: (c) => c.body(null, 413) }),
    async (c) => {
      const origin = c.req.header("Origin");
      if (!origin || !originAllowed(origin, c.req.header("Host"), allowedOrigins)) {
        return c.body(null, 403);
      }
      const urlPath = (await c.req.text()).trim();
      if (!urlPath.startsWith("/")) return c.body(null, 400);
      count(c, urlPath);
      return c.body(null, 204);
    },
  );
  return { pageServed: visitBeacon(parts.site).reportsLoads ? undefined : count, routes };
}
