import { defineCopy } from "../../../common/i18n/translate";

/** The Slack summary of a new lead, in the inbox language. */
export const slackCopy = defineCopy(
  {
    summary: "New contact request from {name} ({company})",
    reference: "Reference: {id}",
  },
  {
    summary: "Nieuwe contactaanvraag van {name} ({company})",
    reference: "Referentie: {id}",
  },
);
