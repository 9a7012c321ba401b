import { defineCopy } from "../i18n/translate";

/** Validation texts of the contact message, shared by the form and the contact endpoint. */
export const contactMessageCopy = defineCopy(
  {
    firstNameRequired: "First name is required",
    lastNameRequired: "Last name is required",
    emailRequired: "Email is required",
    companyRequired: "Company is required",
    messageRequired: "Message is required",
    emailInvalid: "Invalid email address",
    firstNameTooLong: "First name can be at most {max} characters",
    lastNameTooLong: "Last name can be at most {max} characters",
    emailTooLong: "Email can be at most {max} characters",
    companyTooLong: "Company can be at most {max} characters",
    phoneTooLong: "Phone can be at most {max} characters",
    messageTooLong: "Message can be at most {max} characters",
    lineBreaksNotAllowed: "Please use a single line without special characters",
    controlCharactersNotAllowed: "Please remove special control characters",
    notText: "Please enter text",
    timestampInvalid: "Timestamp must be an ISO date and time",
    bodyInvalid: "The request body must be a JSON object with the contact form fields",
    validationFailed: "Please correct the highlighted fields.",
  },
  {
    firstNameRequired: "Voornaam is verplicht",
    lastNameRequired: "Achternaam is verplicht",
    emailRequired: "E-mailadres is verplicht",
    companyRequired: "Bedrijfsnaam is verplicht",
    messageRequired: "Bericht is verplicht",
    emailInvalid: "Ongeldig e-mailadres",
    firstNameTooLong: "Voornaam mag maximaal {max} tekens bevatten",
    lastNameTooLong: "Achternaam mag maximaal {max} tekens bevatten",
    emailTooLong: "E-mailadres mag maximaal {max} tekens bevatten",
    companyTooLong: "Bedrijfsnaam mag maximaal {max} tekens bevatten",
    phoneTooLong: "Telefoonnummer mag maximaal {max} tekens bevatten",
    messageTooLong: "Bericht mag maximaal {max} tekens bevatten",
    lineBreaksNotAllowed: "Gebruik één regel zonder speciale tekens",
    controlCharactersNotAllowed: "Verwijder de speciale besturingstekens",
    notText: "Vul hier tekst in",
    timestampInvalid: "Tijdstempel moet een ISO-datum met tijd zijn",
    bodyInvalid: "De aanvraag moet een JSON-object met de velden van het contactformulier zijn",
    validationFailed: "Verbeter de gemarkeerde velden.",
  },
);

export type ContactMessageKey = keyof typeof contactMessageCopy.en;
