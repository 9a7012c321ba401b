import { landingCopy, LandingPage } from "../features/landing";
import { copyLoader } from "../i18n/routeCopy";
import { metaForRouteCopy } from "../routing/routeMeta";

export const loader = copyLoader(landingCopy);

export const meta = metaForRouteCopy("home");

export default LandingPage;
