import { useState, type ReactNode } from "react";
import { Container } from "../../components/ui/Container";
import { Prerendered } from "../../components/ui/Prerendered";
import { ProblemCard, problemIcon } from "./ProblemCard";
import { ProblemCarousel, prerenderedSlideCount } from "./ProblemCarousel";
import { ProblemHeading } from "./ProblemHeading";
import { useLandingCopy } from "./useLandingCopy";

type Card = { id: string; body?: ReactNode };
const cardId = (index: number) => `problem-${index + 1}`;

/** At build time: one card per item of the content's list. */
function useCardsFromContent(): Card[] {
  const { content, fill } = useLandingCopy();
  return content.problemCards.map((card, index) => ({
    id: cardId(index),
    body: <ProblemCard Icon={problemIcon(index)} title={fill(card.title)} text={fill(card.text)} />,
  }));
}

/**
 * In the browser: as many cards as the HTML brought. The content stays out of the bundle
 * (docs/decisions/0114), so the count comes from the page, read once before hydration changes it.
 */
function useCardsFromHtml(): Card[] {
  const [count] = useState(prerenderedSlideCount);
  return Array.from({ length: count }, (_, index) => ({ id: cardId(index) }));
}

// A build constant picks one hook for the whole life of a bundle, so hooks keep their order.
const useProblemCards = import.meta.env.SSR ? useCardsFromContent : useCardsFromHtml;

/** The problem cards rotate, so the carousel hydrates; the cards' texts are the HTML's alone. */
export function ProblemSection() {
  const cards = useProblemCards();
  return (
    <section id="problem" aria-labelledby="problem-title" className="py-section-sm md:py-section">
      <Container>
        <Prerendered>{import.meta.env.SSR && <ProblemHeading />}</Prerendered>
        <ProblemCarousel cards={cards} />
      </Container>
    </section>
  );
}
