import { defineCopy } from "../../../common/i18n/translate";

/** The one mail a hold sends: the request to confirm the demo by its link. */
export const holdMailCopy = defineCopy(
  {
    subject: "Please confirm your {product} demo on {when}",
    body: "Dear {name},\n\nYou picked {when} ({zone}) for a demo of {product}. We keep this time for you until {deadline}. To book it, open this link and press the button on the page:",
    ignore:
      "Did you not ask for this? Then you need not do anything: without a confirmation the time is released, and we will not write to you about it again.",
    signature: "Kind regards,\nThe {product} team",
  },
  {
    subject: "Bevestig uw demo van {product} op {when}",
    body: "Beste {name},\n\nU koos {when} ({zone}) voor een demo van {product}. Wij houden dit moment voor u vrij tot {deadline}. Open deze link en klik op de knop op de pagina om het te boeken:",
    ignore:
      "Heeft u hier niet om gevraagd? Dan hoeft u niets te doen: zonder bevestiging komt het moment weer vrij, en wij schrijven u er niet opnieuw over.",
    signature: "Met vriendelijke groet,\nHet team van {product}",
  },
);
