import { Container } from "../../components/ui/Container";
import { Prerendered } from "../../components/ui/Prerendered";
import { ProblemCard, problemIcons } from "./ProblemCard";
import { ProblemCarousel } from "./ProblemCarousel";
import { ProblemHeading } from "./ProblemHeading";
import { useLandingCopy } from "./useLandingCopy";

/** The problem cards rotate, so the carousel hydrates; the cards' texts are the HTML's alone. */
export function ProblemSection() {
  return (
    <section id="problem" aria-labelledby="problem-title" className="py-section-sm md:py-section">
      <Container>
        <Prerendered>{import.meta.env.SSR && <ProblemHeading />}</Prerendered>
        <ProblemCarousel
          cards={[
            { id: "scattered", body: import.meta.env.SSR && <ProblemCardBody id="scattered" /> },
            { id: "forgotten", body: import.meta.env.SSR && <ProblemCardBody id="forgotten" /> },
          ]}
        />
      </Container>
    </section>
  );
}

function ProblemCardBody({ id }: { id: keyof typeof problemIcons }) {
  const { t } = useLandingCopy();
  const [title, text] =
    id === "scattered"
      ? [t("problemOneTitle"), t("problemOneText")]
      : [t("problemTwoTitle"), t("problemTwoText")];
  return <ProblemCard Icon={problemIcons[id]} title={title} text={text} />;
}
