import { Container } from "../../components/ui/Container";
import { useLandingCopy } from "./useLandingCopy";

/**
 * Typographic badges of our own: we show which standards we support, not anyone's logo. Five
 * fit a wide row; more wrap, and on phones an odd last badge takes the whole row.
 */
export function CertificationsRow() {
  const { t, content } = useLandingCopy();
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
          {content.certifications.map(({ name, note }, index) => (
            <li
              key={index}
              className={`flex flex-col items-center justify-center rounded-card border border-line bg-surface px-3 py-5 text-center ${content.certifications.length % 2 === 1 ? "last:col-span-2 sm:last:col-span-1" : ""}`}
              data-testid="certification"
            >
              <span className="text-2xl font-semibold tracking-tight text-brand-800">{name}</span>
              <span className="mt-1 text-xs tracking-wide text-ink-muted uppercase">{note}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
