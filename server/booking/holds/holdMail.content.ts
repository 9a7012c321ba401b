import { contentFile, text } from "../../../common/content/contentSchema";

/** What holdMail.ts fills in every text of the mail. */
const hold = ["product", "name", "when", "zone", "deadline"];

/** The one mail a hold sends: the request to confirm the demo by its link. */
export const holdMailContent = contentFile(
  "mails/holdConfirmation.json",
  {
    subject: text({ placeholders: hold }),
    body: text({ placeholders: hold, long: true }),
    ignore: text({ placeholders: hold, long: true }),
    signature: text({ placeholders: hold, long: true }),
  },
  { label: "Mail: confirm the demo" },
);
