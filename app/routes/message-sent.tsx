import messageSentCopy from "@content/site/messageSent.json";
import { MessageSentPage } from "../features/message-sent";
import { metaForNotFound } from "../routing/routeMeta";

// Title, description and `noindex`, like the not-found page: it is nobody's landing page.
export const meta = metaForNotFound(messageSentCopy);

export default MessageSentPage;
