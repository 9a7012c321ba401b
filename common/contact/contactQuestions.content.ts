import { contentFile, group, list, text } from "../content/contentSchema";

/**
 * The contact form's two optional questions (common/contact/qualification.ts): their words, each
 * standard's name and the months. The team's mails and notices name the answers in these words too.
 */
export const contactQuestionsContent = contentFile(
  "pages/contactQuestions.json",
  {
    heading: text(),
    intro: text(),
    standardsLegend: text(),
    standardNames: group(
      {
        brcgs: text({ same: true, label: "BRCGS" }),
        ifs: text({ same: true, label: "IFS" }),
        fssc22000: text({ same: true, label: "FSSC 22000" }),
        gmpplus: text({ same: true, label: "GMP+" }),
        iso9001: text({ same: true, label: "ISO 9001" }),
        iso22000: text({ same: true, label: "ISO 22000" }),
        other: text({ label: "Another standard" }),
      },
      { label: "The standards, as the form names them" },
    ),
    nextAuditLabel: text(),
    nextAuditUnanswered: text(),
    nextAuditNotPlanned: text(),
    monthFormat: text({ placeholders: ["month", "year"], same: true }),
    monthNames: list(text(), { min: 12, max: 12, label: "Month names, January first" }),
  },
  { label: "Contact form: the two optional questions" },
);
