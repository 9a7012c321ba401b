import { contentFile, text } from "../../../common/content/contentSchema";

/** The slot page's small form to show the times in another zone (without scripts). */
export const zoneFormContent = contentFile(
  "booking/zoneForm.json",
  {
    label: text(),
    option: text({ placeholders: ["zone", "offset"], same: true }),
    show: text(),
  },
  { label: "Booking: time zone form" },
);
