import { landingCopy } from "../features/landing/copy";
import { LandingPage } from "../features/landing/LandingPage";
import { metaForPage } from "../routing/routeMeta";

export const meta = metaForPage("home", landingCopy);

export default LandingPage;
