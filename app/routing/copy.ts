import { defineCopy } from "../../common/i18n/translate";

/** Texts that only machines show: social previews, structured data and the web app manifest. */
export const seoCopy = defineCopy(
  {
    socialImageAlt: "{product}: audit preparation and quality management for food safety teams",
    socialHeadline: "Audit-ready, every day",
    socialSubline: "Audit documents, progress, CAPAs and AI help, all in one place.",
    organizationDescription:
      "{product} is a platform for audit preparation and quality management in food safety.",
    contactType: "sales",
  },
  {
    socialImageAlt:
      "{product}: auditvoorbereiding en kwaliteitsmanagement voor teams in voedselveiligheid",
    socialHeadline: "Elke dag klaar voor de audit",
    socialSubline: "Auditdocumenten, voortgang, CAPA's en AI-hulp, allemaal op één plek.",
    organizationDescription:
      "{product} is een platform voor auditvoorbereiding en kwaliteitsmanagement in de voedselveiligheid.",
    contactType: "verkoop",
  },
);
