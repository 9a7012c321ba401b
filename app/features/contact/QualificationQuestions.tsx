import { useSyncExternalStore } from "react";
import {
  auditMonths,
  notPlanned,
  qualificationFields,
  standardCodes,
  type Qualification,
  type Standard,
} from "../../../common/contact/qualification";
import { contactQuestionsCopy, monthName } from "../../../common/contact/qualificationWords";
import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import { controlClasses } from "./FormField";

const noSubscription = () => () => {};
const visitorToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
};
const buildMonth = () => siteConfig.buildDate.slice(0, 7);

/**
 * The months to offer from the visitor's own month on. The prerendered page (and the hydration
 * that must match it) has no "today": it offers the build's months, and React then renders the
 * visitor's, without a mismatch.
 */
function useAuditMonths(): string[] {
  return auditMonths(useSyncExternalStore(noSubscription, visitorToday, buildMonth));
}

interface QualificationQuestionsProps {
  answers: Qualification;
  onChange: (answers: Qualification) => void;
  /** The server's words about an answer, in the page's language. */
  errors: Partial<Record<keyof typeof qualificationFields, string>>;
}

/**
 * The contact form's two optional questions (docs/product.md#the-two-questions): the standards as
 * checkboxes in a fieldset, the next audit's month as a select. Plain controls named as the
 * endpoint reads them, so the form posts them before or without scripts too.
 */
export function QualificationQuestions({ answers, onChange, errors }: QualificationQuestionsProps) {
  const { t, lang, content } = useCopy(contactQuestionsCopy);
  const months = useAuditMonths();
  const toggle = (code: Standard, ticked: boolean) => {
    const chosen = new Set(answers.standards);
    if (ticked) chosen.add(code);
    else chosen.delete(code);
    onChange({ ...answers, standards: standardCodes.filter((s) => chosen.has(s)) });
  };
  const described = (field: keyof typeof errors) =>
    errors[field] ? `contact-${field}-error` : undefined;
  return (
    <fieldset className="space-y-4 rounded-card border border-line p-4">
      <legend className="px-1 font-semibold text-ink">{t("heading")}</legend>
      <p className="text-sm text-ink-muted">{t("intro")}</p>
      <fieldset aria-describedby={described("standards")}>
        <legend className="mb-1 text-sm font-semibold text-ink">{t("standardsLegend")}</legend>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
          {standardCodes.map((code) => (
            <label key={code} className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="checkbox"
                name={qualificationFields.standards}
                value={code}
                checked={answers.standards.includes(code)}
                onChange={(event) => toggle(code, event.target.checked)}
                className="size-5 accent-brand-700"
              />
              {content.standardNames[code]}
            </label>
          ))}
        </div>
        {errors.standards && (
          <p id="contact-standards-error" className="mt-1 text-sm text-danger-700">
            {errors.standards}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor="contact-nextAudit" className="mb-1 block text-sm font-semibold text-ink">
          {t("nextAuditLabel")}
        </label>
        <select
          id="contact-nextAudit"
          name={qualificationFields.nextAudit}
          value={answers.nextAudit ?? ""}
          onChange={(event) => onChange({ ...answers, nextAudit: event.target.value || null })}
          aria-invalid={errors.nextAudit ? true : undefined}
          aria-describedby={described("nextAudit")}
          className={`${controlClasses} min-h-11 ${errors.nextAudit ? "border-danger-700" : "border-line"}`}
        >
          <option value="">{t("nextAuditUnanswered")}</option>
          {months.map((month) => (
            <option key={month} value={month}>
              {monthName(month, lang)}
            </option>
          ))}
          <option value={notPlanned}>{t("nextAuditNotPlanned")}</option>
        </select>
        {errors.nextAudit && (
          <p id="contact-nextAudit-error" className="mt-1 text-sm text-danger-700">
            {errors.nextAudit}
          </p>
        )}
      </div>
    </fieldset>
  );
}
