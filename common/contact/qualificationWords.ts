import contactQuestions from "@content/pages/contactQuestions.json";
import type { Lang } from "../i18n/lang";
import { defineCopy, interpolate, translator } from "../i18n/translate";
import {
  auditIsSoon,
  notPlanned,
  weeksUntilAudit,
  type Qualification,
  type Standard,
} from "./qualification";

/**
 * The two answers in words: the form's own (content/pages/contactQuestions.json), and the team's
 * summary of them for the lead mail, the chat notices and the host's invitation.
 */
export const contactQuestionsCopy = contactQuestions;

/** A standard as the form names it: "FSSC 22000", "Another standard". */
export const standardName = (code: Standard, lang: Lang) =>
  contactQuestionsCopy[lang].standardNames[code];

/** A month `YYYY-MM` in words, from the content rather than `Intl` (docs/decisions/0703). */
export function monthName(month: string, lang: Lang): string {
  const words = contactQuestionsCopy[lang];
  const [year = "", number = ""] = month.split("-");
  const name = words.monthNames[Number(number) - 1] ?? month;
  return interpolate(words.monthFormat, { month: name, year });
}

/** The next audit's answer in words: "March 2027", "Not planned yet"; empty when unanswered. */
export function nextAuditName(nextAudit: string | null, lang: Lang): string {
  if (nextAudit === null) return "";
  return nextAudit === notPlanned
    ? contactQuestionsCopy[lang].nextAuditNotPlanned
    : monthName(nextAudit, lang);
}

/** Only the team reads these lines, so they stay beside the code. */
const summaryCopy = defineCopy(
  {
    standards: "Standards",
    nextAudit: "Next audit",
    noStandard: "no standard named",
    thisMonth: "audit this month, {standards}",
    inOneWeek: "audit in 1 week, {standards}",
    inWeeks: "audit in {weeks} weeks, {standards}",
  },
  {
    nl: {
      standards: "Normen",
      nextAudit: "Volgende audit",
      noStandard: "geen norm genoemd",
      thisMonth: "audit deze maand, {standards}",
      inOneWeek: "audit over 1 week, {standards}",
      inWeeks: "audit over {weeks} weken, {standards}",
    },
  },
);

const standardList = (q: Qualification, lang: Lang) =>
  q.standards.map((code) => standardName(code, lang)).join(", ");

/** The answers as the team's rows (label, value): only those the visitor gave. */
export function qualificationRows(q: Qualification, lang: Lang): [string, string][] {
  const t = translator(summaryCopy, lang);
  return [
    ...(q.standards.length ? [[t("standards"), standardList(q, lang)] as [string, string]] : []),
    ...(q.nextAudit
      ? [[t("nextAudit"), nextAuditName(q.nextAudit, lang)] as [string, string]]
      : []),
  ];
}

/**
 * The mark of an audit that is close ("audit in 4 weeks, BRCGS"), or null when it is not within
 * `soonWeeks` of `at` (BOOKING_SOON_WEEKS).
 */
export function auditSoonMark(
  q: Qualification,
  at: number,
  soonWeeks: number,
  lang: Lang,
): string | null {
  const weeks = weeksUntilAudit(q, at);
  if (weeks === null || !auditIsSoon(q, at, soonWeeks)) return null;
  const t = translator(summaryCopy, lang);
  const standards = standardList(q, lang) || t("noStandard");
  if (weeks === 0) return t("thisMonth", { standards });
  return weeks === 1 ? t("inOneWeek", { standards }) : t("inWeeks", { weeks, standards });
}
