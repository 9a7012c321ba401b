import { cookiePolicyCopy, CookiePolicyPage } from "../features/cookie-policy";
import { metaForPage } from "../routing/routeMeta";

export const meta = metaForPage("cookiePolicy", cookiePolicyCopy);

export default CookiePolicyPage;
