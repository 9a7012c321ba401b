import { Check, FileText, Mail, Sheet } from "lucide-react";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Container } from "../../components/ui/Container";
import { pathFor } from "../../../common/pagePaths";
import { SectionHeading } from "./SectionHeading";
import { useLandingCopy } from "./useLandingCopy";

const plugins = [
  { icon: Mail, name: "pluginOutlook", text: "pluginOutlookText" },
  { icon: FileText, name: "pluginWord", text: "pluginWordText" },
  { icon: Sheet, name: "pluginExcel", text: "pluginExcelText" },
] as const;

export function OfficeSection() {
  const { t, lang, content, fill } = useLandingCopy();
  return (
    <section
      id="integrations"
      aria-labelledby="integrations-title"
      className="border-y border-line bg-surface-muted py-section-sm md:py-section"
    >
      <Container className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="integrations-title"
            eyebrow={t("officeEyebrow")}
            title={t("officeTitle")}
            intro={t("officeIntro")}
            align="start"
          />
          <ul className="mt-8 grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {plugins.map(({ icon: Icon, name, text }) => (
              <li key={name} className="rounded-card border border-line bg-surface p-4 shadow-card">
                <span className="flex items-center gap-2 font-semibold text-ink">
                  <Icon aria-hidden size={20} className="text-brand-700" />
                  {t(name)}
                </span>
                <p className="mt-2 text-sm text-ink-muted">{t(text)}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-panel border border-line bg-surface p-card shadow-raised sm:p-8">
          <h3 className="text-xl font-semibold text-ink">{t("benefitsTitle")}</h3>
          <ul className="mt-6 space-y-4">
            {content.benefits.map((benefit, index) => (
              <li key={index} className="flex gap-3">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Check aria-hidden size={16} strokeWidth={2.5} />
                </span>
                <span className="text-ink">{fill(benefit)}</span>
              </li>
            ))}
          </ul>
          <ButtonLink to={pathFor("contact", lang)} variant="primary" size="lg" className="mt-8">
            {t("getStarted")}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
