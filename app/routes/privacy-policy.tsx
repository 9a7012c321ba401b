import { privacyPolicyCopy } from "../features/privacy-policy/copy";
import { PrivacyPolicyPage } from "../features/privacy-policy/PrivacyPolicyPage";
import { metaForPage } from "../routing/routeMeta";

export const meta = metaForPage("privacyPolicy", privacyPolicyCopy);

export default PrivacyPolicyPage;
