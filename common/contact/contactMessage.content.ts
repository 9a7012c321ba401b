import { contentFile, text } from "../content/contentSchema";

export const contactMessageContent = contentFile(
  "answers/contactMessage.json",
  {
    firstNameRequired: text(),
    lastNameRequired: text(),
    emailRequired: text(),
    companyRequired: text(),
    messageRequired: text(),
    emailInvalid: text(),
    firstNameTooLong: text({ placeholders: ["max"] }),
    lastNameTooLong: text({ placeholders: ["max"] }),
    emailTooLong: text({ placeholders: ["max"] }),
    companyTooLong: text({ placeholders: ["max"] }),
    phoneTooLong: text({ placeholders: ["max"] }),
    messageTooLong: text({ placeholders: ["max"] }),
    lineBreaksNotAllowed: text(),
    controlCharactersNotAllowed: text(),
    notText: text(),
    timestampInvalid: text(),
    bodyInvalid: text(),
    validationFailed: text(),
    standardsInvalid: text(),
    nextAuditInvalid: text(),
  },
  { label: "Contact form: checks of the message" },
);
