import contactEndpointOnlyCopy from "@content/answers/contactEndpoint.json";
import { contactMessageCopy } from "../../common/contact/messageCopy";
import { defineCopy } from "../../common/i18n/translate";

/** Every text the endpoint answers with: its own and the validation texts it shares with the form. */
export const contactEndpointCopy = defineCopy(
  { ...contactEndpointOnlyCopy.en, ...contactMessageCopy.en },
  { ...contactEndpointOnlyCopy.nl, ...contactMessageCopy.nl },
);
export type ContactEndpointText = keyof typeof contactEndpointCopy.en;
