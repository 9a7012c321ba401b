import { defineCopy } from "../../../common/i18n/translate";

/** The visitor's own copy of the demo (the calendar links and the .ics) and how it is offered. */
export const addToCalendarCopy = defineCopy(
  {
    title: "{product} demo",
    titleWithHost: "{product} demo with {host}",
    details: "To move or cancel the demo, use the links in your confirmation mail.",
    addTo: "Add it to your calendar:",
    google: "Google Calendar",
    outlook: "Outlook",
    ics: "Download (.ics)",
  },
  {
    title: "Demo van {product}",
    titleWithHost: "Demo van {product} met {host}",
    details: "Wilt u de demo verzetten of annuleren? Gebruik de links in uw bevestigingsmail.",
    addTo: "Zet de demo in uw agenda:",
    google: "Google Agenda",
    outlook: "Outlook",
    ics: "Downloaden (.ics)",
  },
);
