/** The message-sent feature's public API: the rest of the site uses only what is exported here. */
export { MessageSentPage } from "./MessageSentPage";
