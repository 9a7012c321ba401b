import contactMessage from "@content/answers/contactMessage.json";
import type { TextKey } from "../i18n/translate";

/**
 * Validation texts of the contact message, shared by the form and the contact endpoint. The texts
 * are content (content/answers/contactMessage.json, common/contact/contactMessage.content.ts).
 */
export const contactMessageCopy = contactMessage;

export type ContactMessageKey = TextKey<(typeof contactMessage)["en"]>;
