import { contentFile, text } from "../../common/content/contentSchema";

/** What leadMail.ts fills in every text of the mail. */
const confirmation = ["name", "product"];

/** The optional mail to the visitor confirming their contact message, with a copy of it. */
export const confirmationMailContent = contentFile(
  "mails/contactConfirmation.json",
  {
    subject: text({ placeholders: confirmation }),
    greeting: text({ placeholders: confirmation }),
    body: text({ placeholders: confirmation }),
    yourMessage: text({ placeholders: confirmation }),
    signature: text({ placeholders: confirmation, long: true }),
  },
  { label: "Mail: we received your message" },
);
