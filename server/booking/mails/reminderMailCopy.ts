import { defineCopy } from "../../../common/i18n/translate";

/** The visitor's reminder the day before the demo. */
export const reminderMailCopy = defineCopy(
  {
    subject: "Reminder: your {product} demo on {when}",
    body: "Dear {name},\n\nA short reminder of your demo of {product}: {when} ({zone}).",
    bodyWithHost:
      "Dear {name},\n\nA short reminder of your demo of {product} with {host}: {when} ({zone}).",
    signature: "Kind regards,\nThe {product} team",
  },
  {
    subject: "Herinnering: uw demo van {product} op {when}",
    body: "Beste {name},\n\nEen korte herinnering aan uw demo van {product}: {when} ({zone}).",
    bodyWithHost:
      "Beste {name},\n\nEen korte herinnering aan uw demo van {product} met {host}: {when} ({zone}).",
    signature: "Met vriendelijke groet,\nHet team van {product}",
  },
);
