import { Container } from "../../components/ui/Container";
import { useLandingCopy } from "./useLandingCopy";

const badges = [
  { name: "certIso", note: "certIsoNote" },
  { name: "certBrcgs", note: "certBrcgsNote" },
  { name: "certIfs", note: "certIfsNote" },
  { name: "certGmp", note: "certGmpNote" },
  { name: "certFssc", note: "certFsscNote" },
] as const;

/** Typographic badges of our own: we show which standards we support, not anyone's logo. */
export function CertificationsRow() {
  const { t } = useLandingCopy();
  return (
    <section
      id="certifications"
      aria-labelledby="certifications-title"
      className="border-t border-line pt-section-sm pb-section-sm"
    >
      <Container>
        <h2 id="certifications-title" className="text-center text-lg font-semibold text-ink">
          {t("certificationsTitle")}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {badges.map(({ name, note }) => (
            <li
              key={name}
              className="flex flex-col items-center justify-center rounded-card border border-line bg-surface px-3 py-5 text-center last:col-span-2 sm:last:col-span-1"
              data-testid="certification"
            >
              <span className="text-2xl font-semibold tracking-tight text-brand-800">
                {t(name)}
              </span>
              <span className="mt-1 text-xs tracking-wide text-ink-muted uppercase">{t(note)}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
