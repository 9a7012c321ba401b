import type { MailSettings, OutgoingMail } from "../../delivery/mail/outgoingMail";
import { mailBodies } from "../../delivery/mail/templates/mailBodies";
import type { MailBlock } from "../../delivery/mail/templates/mailBlocks";
import type { StoredMessage } from "../../storage/storage";
import { headerText } from "../../text/escape";
import { fullName, senderDomain } from "../../delivery/mail/mailNames";

/** One mail to the visitor about their demo: what differs between the kinds of mail. */
export interface VisitorMailParts {
  /** The Message-ID's name before the sender's domain; it names what the mail is about. */
  name: string;
  subject: string;
  blocks: readonly MailBlock[];
  /** Where their replies go: the demo's host, or (by default) the team inbox. */
  replyTo?: string;
  invitation?: OutgoingMail["invitation"];
}

/**
 * Every mail to a visitor (invitation, update, cancellation, hold, reminder, no-show, offer):
 * to them, in their language, replies to the team, from the one template.
 */
export function visitorMail(
  message: StoredMessage,
  settings: MailSettings,
  parts: VisitorMailParts,
): OutgoingMail {
  return {
    messageId: `<${parts.name}@${senderDomain(settings.from)}>`,
    from: settings.from,
    to: { name: fullName(message), address: headerText(message.fields.email) },
    replyTo: parts.replyTo ?? settings.to,
    subject: headerText(parts.subject),
    ...mailBodies(parts.blocks, message.lang, settings.productName),
    ...(parts.invitation && { invitation: parts.invitation }),
  };
}
