import { contentFile, text } from "../../../common/content/contentSchema";

/** The pages of a hold: the answer after picking a time, and the confirmation link's pages. */
export const holdPageContent = contentFile(
  "booking/holdPage.json",
  {
    heldTitle: text(),
    held: text({ placeholders: ["when", "zone", "deadline"], long: true }),
    confirmTitle: text(),
    confirm: text({ placeholders: ["when", "zone"] }),
    confirmButton: text(),
    lapsedTitle: text(),
    lapsed: text({ long: true }),
    personBookedTitle: text(),
    personBooked: text({ long: true }),
    mailCappedTitle: text(),
    mailCapped: text(),
    invalidTitle: text(),
    invalid: text({ placeholders: ["email"] }),
  },
  { label: "Booking: hold and confirmation pages" },
);
