import { contentFile, text } from "../../../common/content/contentSchema";

/** What attendanceMail.ts fills in every text of the mail. */
const noShow = ["product", "name", "when", "zone"];

/** The one mail a visitor gets after a no-show, in the visitor's language. */
export const noShowMailContent = contentFile(
  "mails/noShow.json",
  {
    subject: text({ placeholders: noShow }),
    body: text({ placeholders: noShow, long: true }),
    reschedule: text({ placeholders: noShow }),
    signature: text({ placeholders: noShow, long: true }),
  },
  { label: "Mail: we missed you (no-show)" },
);
