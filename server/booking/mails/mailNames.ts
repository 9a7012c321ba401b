import { personName } from "../../../common/contact/contactFields";
import type { StoredMessage } from "../../storage/storage";
import { headerText } from "../../text/escape";

/** The sender's domain: it names the booking's UID and its mails' Message-IDs. */
export const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";

export const fullName = (message: StoredMessage) => headerText(personName(message.fields));
