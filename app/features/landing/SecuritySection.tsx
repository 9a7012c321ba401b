import { KeyRound, Scale, ShieldCheck } from "lucide-react";
import { Container } from "../../components/ui/Container";
import { SectionHeading } from "./SectionHeading";
import { useLandingCopy } from "./useLandingCopy";

const points = [
  { icon: ShieldCheck, title: "securityIsoTitle", text: "securityIsoText" },
  { icon: Scale, title: "securityGdprTitle", text: "securityGdprText" },
  { icon: KeyRound, title: "securityEncryptionTitle", text: "securityEncryptionText" },
] as const;

export function SecuritySection() {
  const { t } = useLandingCopy();
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
          {points.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-card border border-line bg-surface p-card shadow-card"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                <Icon aria-hidden size={22} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{t(title)}</h3>
              <p className="mt-2 text-ink-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
