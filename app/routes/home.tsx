// The copy is route data, read by the loader only: imported on its own, it stays out of the
// browser bundle (docs/decisions/0003).
import { landingCopy } from "../features/landing/copy";
import { LandingPage } from "../features/landing";
import { copyLoader } from "../i18n/routeCopy";
import { metaForRouteCopy } from "../routing/routeMeta";

export const loader = copyLoader(landingCopy);

export const meta = metaForRouteCopy("home");

export default LandingPage;
