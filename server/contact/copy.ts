import contactEndpointOnlyCopy from "@content/answers/contactEndpoint.json";
import { contactMessageCopy } from "../../common/contact/messageCopy";
import { perLanguage } from "../../common/i18n/lang";
import type { Copy } from "../../common/i18n/translate";

type ContactEndpointTexts = typeof contactEndpointOnlyCopy.en & typeof contactMessageCopy.en;
export type ContactEndpointText = keyof ContactEndpointTexts;

/**
 * Every text the endpoint answers with: its own and the validation texts it shares with the form,
 * in every language of the table (a new language is its content, not a line here).
 */
export const contactEndpointCopy: Copy<ContactEndpointTexts> = perLanguage(({ code }) => ({
  ...contactEndpointOnlyCopy[code],
  ...contactMessageCopy[code],
}));
