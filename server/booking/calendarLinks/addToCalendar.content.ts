import { contentFile, text } from "../../../common/content/contentSchema";

/** The visitor's own copy of the demo (the calendar links and the .ics) and how it is offered. */
export const addToCalendarContent = contentFile(
  "mails/addToCalendar.json",
  {
    title: text({ placeholders: ["product"] }),
    titleWithHost: text({ placeholders: ["product", "host"] }),
    details: text(),
    addTo: text(),
    google: text(),
    outlook: text({ same: true }),
    microsoft365: text(),
    ics: text(),
  },
  { label: "Mail and pages: add the demo to a calendar" },
);
