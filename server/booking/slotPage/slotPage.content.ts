import { contentFile, text } from "../../../common/content/contentSchema";

/** The slot page the plain form's answer and the booking link open, and the picker's answers. */
export const slotPageContent = contentFile(
  "booking/slotPage.json",
  {
    pickTitle: text(),
    sent: text(),
    pickIntro: text(),
    book: text(),
    noSlots: text(),
    taken: text(),
    notOffered: text({ long: true }),
    unreadableTitle: text(),
    unreadable: text({ placeholders: ["email"], long: true }),
    unavailableTitle: text(),
    unavailable: text({ placeholders: ["email"], long: true }),
    unknownTitle: text(),
    unknown: text({ placeholders: ["email"], long: true }),
    bookedTitle: text(),
    booked: text({ placeholders: ["when", "zone"] }),
    bookedWithHost: text({ placeholders: ["host", "when", "zone"] }),
    backToSite: text(),
    rescheduleLink: text(),
    cancelLink: text(),
  },
  { label: "Booking: slot page and booking answers" },
);
