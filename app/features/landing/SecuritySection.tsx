import { KeyRound, Scale, ShieldCheck, type LucideIcon } from "lucide-react";
import { Container } from "../../components/ui/Container";
import { SectionHeading } from "./SectionHeading";
import { useLandingCopy } from "./useLandingCopy";

/** The points take these icons in turn, however many the content lists. */
const icons: LucideIcon[] = [ShieldCheck, Scale, KeyRound];

export function SecuritySection() {
  const { t, content, fill } = useLandingCopy();
  return (
    <section id="about" aria-labelledby="about-title" className="py-section-sm md:py-section">
      <Container>
        <SectionHeading
          id="about-title"
          eyebrow={t("securityEyebrow")}
          title={t("securityTitle")}
          intro={t("securityIntro")}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {content.securityPoints.map(({ title, text }, index) => {
            const Icon = icons[index % icons.length] ?? ShieldCheck;
            return (
              <li
                key={index}
                className="rounded-card border border-line bg-surface p-card shadow-card"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                  <Icon aria-hidden size={22} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{fill(title)}</h3>
                <p className="mt-2 text-ink-muted">{fill(text)}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
