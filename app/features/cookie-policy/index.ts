/** The cookie-policy feature's public API: the rest of the site uses only what is exported here. */
export { cookiePolicyCopy } from "./copy";
export { CookiePolicyPage } from "./CookiePolicyPage";
