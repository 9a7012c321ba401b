// The policy opens as a document (common/documentPages.ts): its title and description reach the
// page as route data at build time only, so the dictionary stays out of the browser bundle
// (docs/decisions/0116).
import privacyPolicyCopy from "@content/pages/privacyPolicy.json";
import { PrivacyPolicyPage } from "../features/privacy-policy";
import { copyLoader } from "../routing/routeCopy";
import { metaForRouteCopy } from "../routing/routeMeta";

export const loader = copyLoader(privacyPolicyCopy, ["metaTitle", "metaDescription"]);

export const meta = metaForRouteCopy("privacyPolicy");

export default PrivacyPolicyPage;
