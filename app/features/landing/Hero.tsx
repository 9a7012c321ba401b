import { ButtonLink } from "../../components/ui/ButtonLink";
import { Container } from "../../components/ui/Container";
import { pathFor } from "../../../common/pagePaths";
import { ProductPicture } from "./ProductPicture";
import { productImages } from "./productImages";
import { useLandingCopy } from "./useLandingCopy";

export function Hero() {
  const { t, lang } = useLandingCopy();
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="overflow-hidden bg-gradient-to-b from-brand-50 to-surface pt-section-sm"
    >
      <Container>
        <div className="mx-auto max-w-4xl text-center">
          <p className="text-eyebrow font-semibold text-brand-700 uppercase">{t("heroEyebrow")}</p>
          <h1 id="home-title" className="mt-4 text-display font-semibold text-ink">
            {t("heroTitle")}
          </h1>
          <p className="mx-auto mt-6 max-w-3xl text-lead text-ink-muted">{t("heroSubtitle")}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <ButtonLink to={pathFor("contact", lang)} size="lg">
              {t("bookDemo")}
            </ButtonLink>
            <ButtonLink to={pathFor("home", lang, "services")} variant="secondary" size="lg">
              {t("heroSecondary")}
            </ButtonLink>
          </div>
          <p className="mt-6 text-sm text-ink-muted">{t("heroStandards")}</p>
        </div>
        <div className="mx-auto mt-12 max-w-5xl rounded-panel border border-line bg-surface p-1.5 shadow-screenshot sm:p-2">
          <ProductPicture
            image={productImages.dashboard}
            lang={lang}
            alt={t("dashboardAlt")}
            sizes="(min-width: 1088px) 1024px, calc(100vw - 2.5rem)"
            priority
            className="rounded-card"
          />
        </div>
      </Container>
    </section>
  );
}
