import { ButtonLink } from "../../components/ui/ButtonLink";
import { Container } from "../../components/ui/Container";
import { pathFor } from "../../../common/pagePaths";
import { useLandingCopy } from "./useLandingCopy";

export function ClosingCta() {
  const { t, lang } = useLandingCopy();
  return (
    <section id="demo" aria-labelledby="demo-title" className="pb-section-sm md:pb-section">
      <Container>
        <div className="rounded-panel bg-ink px-6 py-12 text-center sm:px-12 md:py-16">
          <h2 id="demo-title" className="text-title font-semibold text-ink-inverse">
            {t("closingTitle")}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-ink-inverse-muted">
            {t("closingText")}
          </p>
          <ButtonLink to={pathFor("contact", lang)} size="lg" className="mt-8">
            {t("bookDemo")}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
