/** The contact feature's public API: the rest of the site uses only what is exported here. */
export { ContactPage } from "./ContactPage";
