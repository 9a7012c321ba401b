// Home opens as a document (common/documentPages.ts): the router never renders it in the browser,
// so its route data, the title and description for `meta`, stays in the build
// (docs/decisions/0116). Imported here for the loader only, the content stays out of the
// browser bundle.
import home from "@content/pages/home.json";
import { LandingPage } from "../features/landing";
import { copyLoader } from "../routing/routeCopy";
import { metaForRouteCopy } from "../routing/routeMeta";

export const loader = copyLoader(home, ["metaTitle", "metaDescription"]);

export const meta = metaForRouteCopy("home");

export default LandingPage;
