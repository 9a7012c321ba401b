import { Container } from "../../components/ui/Container";
import { ProblemCarousel } from "./ProblemCarousel";
import { SectionHeading } from "./SectionHeading";
import { useLandingCopy } from "./useLandingCopy";

export function ProblemSection() {
  const { t } = useLandingCopy();
  const cards = [
    { id: "scattered", title: t("problemOneTitle"), text: t("problemOneText") },
    { id: "forgotten", title: t("problemTwoTitle"), text: t("problemTwoText") },
  ];
  return (
    <section id="problem" aria-labelledby="problem-title" className="py-section-sm md:py-section">
      <Container>
        <SectionHeading
          id="problem-title"
          eyebrow={t("problemEyebrow")}
          title={t("problemTitle")}
          intro={t("problemIntro")}
        />
        <ProblemCarousel cards={cards} />
      </Container>
    </section>
  );
}
