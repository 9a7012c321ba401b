/** The not-found feature's public API: the rest of the site uses only what is exported here. */
export { NotFoundPage } from "./NotFoundPage";
