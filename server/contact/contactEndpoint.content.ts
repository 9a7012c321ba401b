import { contentFile, text } from "../../common/content/contentSchema";

/** What the contact endpoint answers besides field validation (the form shows it as its message). */
export const contactEndpointContent = contentFile(
  "answers/contactEndpoint.json",
  {
    unsupportedMediaType: text({ long: true }),
    formatMismatch: text(),
    payloadTooLarge: text(),
    invalidJson: text(),
    forbiddenOrigin: text(),
    rateLimited: text({ placeholders: ["minutes", "email"] }),
    invalidIdempotencyKey: text(),
    idempotencyMismatch: text(),
    idempotencyInProgress: text(),
    storageUnavailable: text({ placeholders: ["email"] }),
    methodNotAllowed: text(),
  },
  { label: "Answers: why a message was refused" },
);
