import { personName } from "../../../common/contact/contactFields";
import type { StoredMessage } from "../../storage/storage";
import { headerText } from "../../text/escape";

/**
 * The domain of the sender address (`From`, maybe `Name <a@b>`): every mail's Message-ID and a
 * booking's UID end in it, so they stay ours. `localhost` when the setting has none.
 */
export const senderDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";

/** The visitor's name as the form took it, safe for a mail header. */
export const fullName = (message: StoredMessage) => headerText(personName(message.fields));
