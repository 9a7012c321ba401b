import type { StoredMessage } from "../../storage/storage";
import { headerText } from "../../text/escape";
import { fullName, senderDomain } from "./mailNames";
import type { MailSettings, OutgoingMail } from "./outgoingMail";
import { mailBodies } from "./templates/mailBodies";
import type { MailBlock } from "./templates/mailBlocks";

/** One mail about a visitor's message: what differs between the kinds of mail. */
export interface MessageMailParts {
  /** The Message-ID's name before the sender's domain; it names what the mail is about. */
  name: string;
  subject: string;
  blocks: readonly MailBlock[];
  invitation?: OutgoingMail["invitation"];
}

/**
 * The names every mail about a visitor's message may fill into its copy: the product that
 * writes (`{product}`) and the visitor (`{name}`), as the mail's header names them.
 */
export const visitorParams = (message: StoredMessage, settings: MailSettings) => ({
  product: settings.productName,
  name: fullName(message),
});

/** The visitor as a mail's To or Reply-To: their name and address, safe for a header. */
const visitorAddress = (message: StoredMessage) => ({
  name: fullName(message),
  address: headerText(message.fields.email),
});

const messageIdOf = (parts: MessageMailParts, settings: MailSettings) =>
  `<${parts.name}@${senderDomain(settings.from)}>`;

/**
 * Every mail to a visitor (the contact form's confirmation; a demo's invitation, update,
 * cancellation, hold, reminder, no-show and offer): to them, in their language, from the one
 * template; replies go to the demo's host (`replyTo`) or the team inbox.
 */
export function visitorMail(
  message: StoredMessage,
  settings: MailSettings,
  parts: MessageMailParts & { replyTo?: string },
): OutgoingMail {
  return {
    messageId: messageIdOf(parts, settings),
    from: settings.from,
    to: visitorAddress(message),
    replyTo: parts.replyTo ?? settings.to,
    subject: headerText(parts.subject),
    ...mailBodies(parts.blocks, message.lang, settings.productName),
    ...(parts.invitation && { invitation: parts.invitation }),
  };
}

/**
 * Every mail to the team about a visitor's message (the new lead, a demo's change, the host's
 * attendance question): to the inbox, in its language, from the one template; a reply answers
 * the visitor.
 */
export function teamMail(
  message: StoredMessage,
  settings: MailSettings,
  parts: MessageMailParts,
): OutgoingMail {
  return {
    messageId: messageIdOf(parts, settings),
    from: settings.from,
    to: settings.to,
    replyTo: visitorAddress(message),
    subject: headerText(parts.subject),
    ...mailBodies(parts.blocks, settings.inboxLang, settings.productName),
    ...(parts.invitation && { invitation: parts.invitation }),
  };
}
