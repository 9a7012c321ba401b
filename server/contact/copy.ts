import contactEndpointOnlyCopy from "@content/answers/contactEndpoint.json";
import { contactMessageCopy } from "../../common/contact/messageCopy";
import type { Copy } from "../../common/i18n/translate";

/** Every text the endpoint answers with: its own and the validation texts it shares with the form. */
export const contactEndpointCopy = {
  en: { ...contactEndpointOnlyCopy.en, ...contactMessageCopy.en },
  nl: { ...contactEndpointOnlyCopy.nl, ...contactMessageCopy.nl },
} satisfies Copy;
export type ContactEndpointText = keyof typeof contactEndpointCopy.en;
