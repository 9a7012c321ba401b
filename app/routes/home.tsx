// Only the texts the browser renders itself travel as route data; the rest of the landing copy
// is in the prerendered HTML alone (docs/decisions/0114-copy-sent-once.md). Imported here for the
// loader only, the dictionary stays out of the browser bundle.
import { landingCopy } from "../features/landing/copy";
import { hydratedLandingKeys, LandingPage } from "../features/landing";
import { copyLoader } from "../i18n/routeCopy";
import { metaForRouteCopy } from "../routing/routeMeta";

export const loader = copyLoader(landingCopy, hydratedLandingKeys);

export const meta = metaForRouteCopy("home");

export default LandingPage;
