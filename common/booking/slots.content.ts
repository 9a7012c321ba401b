import { contentFile, text } from "../content/contentSchema";

export const slotsContent = contentFile(
  "booking/slots.json",
  {
    zoneShown: text({ placeholders: ["zone"] }),
    teamZoneShown: text({ placeholders: ["zone"] }),
    teamTime: text({ placeholders: ["time"] }),
    oneTime: text(),
    manyTimes: text({ placeholders: ["count"] }),
    nextFree: text({ placeholders: ["day", "time"] }),
    nightHidden: text({ placeholders: ["from", "until"] }),
    showNight: text(),
    hideNight: text(),
    noDaytime: text({ placeholders: ["from", "until"] }),
    auditSoon: text(),
    bookTime: text({ placeholders: ["day", "time"] }),
  },
  { label: "Booking: time zones and free times" },
);
