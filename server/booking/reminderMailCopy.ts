import { defineCopy } from "../../common/i18n/translate";

/** The visitor's reminder the day before the demo. */
export const reminderMailCopy = defineCopy(
  {
    subject: "Reminder: your {product} demo on {when}",
    body: "Dear {name},\n\nA short reminder of your demo of {product}: {when} ({zone}).",
    bodyWithHost:
      "Dear {name},\n\nA short reminder of your demo of {product} with {host}: {when} ({zone}).",
    location: "How to join: {location}",
    reschedule: "Does this time no longer suit you? Choose another one:",
    cancel: "Or cancel the demo:",
    signature: "Kind regards,\nThe {product} team",
  },
  {
    subject: "Herinnering: uw demo van {product} op {when}",
    body: "Beste {name},\n\nEen korte herinnering aan uw demo van {product}: {when} ({zone}).",
    bodyWithHost:
      "Beste {name},\n\nEen korte herinnering aan uw demo van {product} met {host}: {when} ({zone}).",
    location: "Zo neemt u deel: {location}",
    reschedule: "Komt dit tijdstip u toch niet goed uit? Kies een ander:",
    cancel: "Of annuleer de demo:",
    signature: "Met vriendelijke groet,\nHet team van {product}",
  },
);
