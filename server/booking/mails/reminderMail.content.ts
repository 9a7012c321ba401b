import { contentFile, text } from "../../../common/content/contentSchema";

/** What reminderMail.ts fills in every text of the mail; the host where one is named. */
const reminder = ["product", "name", "when", "zone"];

/** The visitor's reminder the day before the demo. */
export const reminderMailContent = contentFile(
  "mails/reminder.json",
  {
    subject: text({ placeholders: reminder }),
    body: text({ placeholders: reminder, long: true }),
    bodyWithHost: text({ placeholders: [...reminder, "host"], long: true }),
    signature: text({ placeholders: reminder, long: true }),
  },
  { label: "Mail: reminder the day before" },
);
