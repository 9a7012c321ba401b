import { Container } from "../../components/ui/Container";
import { Prerendered } from "../../components/ui/Prerendered";
import { ProblemCarousel } from "./ProblemCarousel";
import { ProblemHeading } from "./ProblemHeading";
import { useHydratedLandingCopy } from "./useHydratedLandingCopy";

/** The problem cards rotate, so they hydrate; their heading is the HTML's alone. */
export function ProblemSection() {
  const { t } = useHydratedLandingCopy();
  const cards = [
    { id: "scattered", title: t("problemOneTitle"), text: t("problemOneText") },
    { id: "forgotten", title: t("problemTwoTitle"), text: t("problemTwoText") },
  ];
  return (
    <section id="problem" aria-labelledby="problem-title" className="py-section-sm md:py-section">
      <Container>
        <Prerendered>{import.meta.env.SSR && <ProblemHeading />}</Prerendered>
        <ProblemCarousel cards={cards} />
      </Container>
    </section>
  );
}
