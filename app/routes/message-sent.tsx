import { messageSentCopy } from "../features/message-sent/copy";
import { MessageSentPage } from "../features/message-sent/MessageSentPage";
import { metaForNotFound } from "../routing/routeMeta";

// Title, description and `noindex`, like the not-found page: it is nobody's landing page.
export const meta = metaForNotFound(messageSentCopy);

export default MessageSentPage;
