import { privacyPolicyCopy, PrivacyPolicyPage } from "../features/privacy-policy";
import { metaForPage } from "../routing/routeMeta";

export const meta = metaForPage("privacyPolicy", privacyPolicyCopy);

export default PrivacyPolicyPage;
