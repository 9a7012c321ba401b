import { defineCopy } from "../../i18n/translate";

export const landingCopy = defineCopy(
  {
    metaTitle: "{product} – audit preparation software for food safety and quality",
    metaDescription:
      "Prepare for BRCGS, IFS, FSSC, GMP+ and ISO audits in one place: documents, progress, CAPAs and AI help.",
    heading: "Audit-ready, every day",
  },
  {
    metaTitle: "{product} – software voor auditvoorbereiding in voedselveiligheid en kwaliteit",
    metaDescription:
      "Bereid BRCGS-, IFS-, FSSC-, GMP+- en ISO-audits voor op één plek: documenten, voortgang, CAPA's en AI-hulp.",
    heading: "Elke dag klaar voor de audit",
  },
);
