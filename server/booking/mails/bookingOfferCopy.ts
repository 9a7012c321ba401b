import { defineCopy } from "../../../common/i18n/translate";

/** The mail a released message's visitor gets: the demo booking they would have been offered. */
export const bookingOfferCopy = defineCopy(
  {
    subject: "Choose a time for your {product} demo",
    greeting: "Dear {name},",
    body: "Thank you for your message; we will reply to it shortly. If you would like to see {product} in a short online demo, choose a time that suits you here:",
    ignore: "No demo needed? Then you need not do anything.",
    signature: "Kind regards,\nThe {product} team",
  },
  {
    subject: "Kies een moment voor uw demo van {product}",
    greeting: "Beste {name},",
    body: "Dank u wel voor uw bericht; wij reageren er binnenkort op. Wilt u {product} zien in een korte online demo? Kies hier een moment dat u uitkomt:",
    ignore: "Geen demo nodig? Dan hoeft u niets te doen.",
    signature: "Met vriendelijke groet,\nHet team van {product}",
  },
);
