import { Container } from "../../components/ui/Container";
import { ProductPicture } from "./ProductPicture";
import { productImages } from "./productImages";
import { SectionHeading } from "./SectionHeading";
import { useLandingCopy } from "./useLandingCopy";

export function InsightsSection() {
  const { t, lang } = useLandingCopy();
  return (
    <section
      id="ai-insights"
      aria-labelledby="ai-insights-title"
      className="py-section-sm md:py-section"
    >
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="ai-insights-title"
            eyebrow={t("insightsEyebrow")}
            title={t("insightsTitle")}
            align="start"
          />
          <p className="mt-6 text-lead text-ink-muted">{t("insightsParagraphOne")}</p>
          <p className="mt-4 text-ink-muted">{t("insightsParagraphTwo")}</p>
        </div>
        <div className="rounded-panel border border-line bg-surface p-1.5 shadow-raised">
          <ProductPicture
            image={productImages.aiAssistant}
            lang={lang}
            alt={t("insightsAlt")}
            sizes="(min-width: 1200px) 560px, (min-width: 1024px) 45vw, calc(100vw - 2.5rem)"
            className="rounded-card"
          />
        </div>
      </Container>
    </section>
  );
}
