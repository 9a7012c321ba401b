import { contactMessageCopy } from "../../common/contact/messageCopy";
import { defineCopy } from "../../common/i18n/translate";

/** What the contact endpoint answers besides field validation (the form shows `message`). */
const endpointOnlyCopy = defineCopy(
  {
    unsupportedMediaType:
      "Please send the form as JSON (Content-Type: application/json) or as a web form (application/x-www-form-urlencoded).",
    formatMismatch:
      "The form arrived in a format we cannot read: its body is JSON, but it was declared as a web form.",
    payloadTooLarge: "Your message is too large to send. Please shorten it.",
    invalidJson: "The request could not be read: it is not valid JSON text.",
    forbiddenOrigin: "Messages cannot be sent to us from this website.",
    rateLimited:
      "You have sent several messages in a short time. Please try again in {minutes} minutes or email us at {email}.",
    invalidIdempotencyKey: "The Idempotency-Key header must be 1 to 255 visible characters.",
    idempotencyMismatch:
      "This request key was already used for a different message. Please reload the page and send it again.",
    idempotencyInProgress: "Your message is still being processed. Please wait a moment.",
    storageUnavailable:
      "Your message could not be saved right now. Please try again in a few minutes or email us at {email}.",
    methodNotAllowed: "Send messages with POST.",
  },
  {
    unsupportedMediaType:
      "Verstuur het formulier als JSON (Content-Type: application/json) of als webformulier (application/x-www-form-urlencoded).",
    formatMismatch:
      "Het formulier kwam aan in een vorm die wij niet kunnen lezen: de inhoud is JSON, maar is als webformulier aangeboden.",
    payloadTooLarge: "Uw bericht is te groot om te versturen. Maak het wat korter.",
    invalidJson: "De aanvraag kon niet worden gelezen: het is geen geldige JSON-tekst.",
    forbiddenOrigin: "Vanaf deze website kunnen geen berichten naar ons worden verstuurd.",
    rateLimited:
      "U heeft in korte tijd meerdere berichten verstuurd. Probeer het over {minutes} minuten opnieuw of mail ons op {email}.",
    invalidIdempotencyKey: "De Idempotency-Key-header moet uit 1 tot 255 zichtbare tekens bestaan.",
    idempotencyMismatch:
      "Deze aanvraagsleutel is al voor een ander bericht gebruikt. Laad de pagina opnieuw en verstuur het bericht nogmaals.",
    idempotencyInProgress: "Uw bericht wordt nog verwerkt. Een ogenblik geduld.",
    storageUnavailable:
      "Uw bericht kon nu niet worden opgeslagen. Probeer het over een paar minuten opnieuw of mail ons op {email}.",
    methodNotAllowed: "Verstuur berichten met POST.",
  },
);

/** Every text the endpoint answers with: its own and the validation texts it shares with the form. */
export const contactEndpointCopy = defineCopy(
  { ...endpointOnlyCopy.en, ...contactMessageCopy.en },
  { ...endpointOnlyCopy.nl, ...contactMessageCopy.nl },
);
export type ContactEndpointText = keyof typeof contactEndpointCopy.en;
