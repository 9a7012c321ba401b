import { contentFile, text } from "../../../common/content/contentSchema";

/** What bookingOffer.ts fills in every text of the mail. */
const offer = ["product", "name"];

/** The mail a released message's visitor gets: the demo booking they would have been offered. */
export const bookingOfferContent = contentFile(
  "mails/bookingOffer.json",
  {
    subject: text({ placeholders: offer }),
    greeting: text({ placeholders: offer }),
    body: text({ placeholders: offer, long: true }),
    ignore: text({ placeholders: offer }),
    signature: text({ placeholders: offer, long: true }),
  },
  { label: "Mail: choose a time for a demo" },
);
