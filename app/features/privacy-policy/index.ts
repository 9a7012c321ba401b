/** The privacy-policy feature's public API: the rest of the site uses only what is exported here. */
export { PrivacyPolicyPage } from "./PrivacyPolicyPage";
