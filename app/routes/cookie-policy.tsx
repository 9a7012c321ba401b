import { cookiePolicyCopy } from "../features/cookie-policy/copy";
import { CookiePolicyPage } from "../features/cookie-policy/CookiePolicyPage";
import { metaForPage } from "../routing/routeMeta";

export const meta = metaForPage("cookiePolicy", cookiePolicyCopy);

export default CookiePolicyPage;
