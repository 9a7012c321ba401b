/** The cookie-policy feature's public API: the rest of the site uses only what is exported here. */
export { CookiePolicyPage } from "./CookiePolicyPage";
