import { defineCopy } from "../../common/i18n/translate";

/** The answer to a plain-HTTP request that is not a page load, when the site requires HTTPS. */
export const transportCopy = defineCopy(
  {
    httpsRequired:
      "This site accepts data only over a secure connection. Please send the request again to {url}.",
  },
  {
    httpsRequired:
      "Deze site neemt gegevens alleen aan via een beveiligde verbinding. Verstuur de aanvraag opnieuw naar {url}.",
  },
);
