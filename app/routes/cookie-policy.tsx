import cookiePolicyCopy from "@content/pages/cookiePolicy.json";
import { CookiePolicyPage } from "../features/cookie-policy";
import { metaForPage } from "../routing/routeMeta";

export const meta = metaForPage("cookiePolicy", cookiePolicyCopy);

export default CookiePolicyPage;
