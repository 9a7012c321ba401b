import { defineCopy } from "../../common/i18n/translate";

/** The HTML page the plain form gets when its message was not accepted. */
export const answerPageCopy = defineCopy(
  {
    title: "Your message was not sent",
    fieldProblems: "Some fields need another look:",
    goBack:
      "Use your browser's Back button to return to the form: what you typed is still there. Correct it and send it again.",
    tryLater:
      "Use your browser's Back button to return to the form: what you typed is still there.",
    emailUs: "You can also email us at {email}.",
    contactPage: "Contact page",
  },
  {
    title: "Uw bericht is niet verzonden",
    fieldProblems: "Enkele velden vragen uw aandacht:",
    goBack:
      "Ga met de knop Terug van uw browser terug naar het formulier: wat u heeft ingevuld, staat er nog. Pas het aan en verstuur het opnieuw.",
    tryLater:
      "Ga met de knop Terug van uw browser terug naar het formulier: wat u heeft ingevuld, staat er nog.",
    emailUs: "U kunt ons ook mailen op {email}.",
    contactPage: "Contactpagina",
  },
);
