import { defineCopy } from "../../common/i18n/translate";

/** The chat notice of a new lead (Slack, Teams), in the inbox language. */
export const leadNoticeCopy = defineCopy(
  {
    summary: "New contact request from {name} ({company})",
    reference: "Reference: {id}",
  },
  {
    nl: {
      summary: "Nieuwe contactaanvraag van {name} ({company})",
      reference: "Referentie: {id}",
    },
  },
);
