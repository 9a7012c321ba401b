import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import type { CSSProperties, MouseEvent, ReactNode } from "react";
import { Prerendered } from "../../components/ui/Prerendered";
import { useCopy } from "../../i18n/useCopy";
import { isRotating } from "./carousel";
import carouselCopy from "@content/pages/homeCarousel.json";
import { useCarousel } from "./useCarousel";

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:border-brand-600 hover:text-brand-700";

const slidesId = "problem-slides";

/** How many slides the prerendered page holds: the browser's count of the content's cards. */
export const prerenderedSlideCount = () =>
  document.getElementById(slidesId)?.querySelectorAll(':scope > [role="group"]').length ?? 0;

/**
 * The problem cards (as many as the content lists): side by side from 768 px, below that a WAI-ARIA APG carousel
 * (docs/decisions/0100). Before the script runs, the slides are a swipeable scroll-snap strip and
 * the dots are links to each slide; the script turns it into the rotating carousel. The cards'
 * content is the HTML's alone (`body`, rendered at build time); the carousel moves them.
 */
export function ProblemCarousel({ cards }: { cards: { id: string; body?: ReactNode }[] }) {
  const { t } = useCopy(carouselCopy);
  const { state, dispatch, rootProps, viewportRef } = useCarousel(cards.length);
  const rotating = isRotating(state);
  const live = state.enabled;

  const goTo = (index: number) => (event: MouseEvent) => {
    if (!live) return;
    event.preventDefault();
    dispatch({ type: "goTo", index });
  };

  return (
    <div
      {...rootProps}
      role="region"
      aria-roledescription={t("carouselRole")}
      aria-label={t("carouselLabel")}
      className="mt-12"
      data-testid="problem-carousel"
    >
      {/* The rotation and arrow controls need the script; until it runs they keep their place. */}
      <div
        className={`flex items-center justify-center gap-2 md:hidden ${live ? "" : "invisible"}`}
      >
        <button
          type="button"
          className={controlButton}
          onClick={() => dispatch({ type: "toggleRotation" })}
          aria-label={state.rotationOn ? t("pauseRotation") : t("startRotation")}
          data-testid="carousel-rotation"
        >
          {state.rotationOn ? <Pause aria-hidden size={18} /> : <Play aria-hidden size={18} />}
        </button>
        <button
          type="button"
          className={controlButton}
          onClick={() => dispatch({ type: "previous" })}
          aria-label={t("previousSlide")}
          aria-controls={slidesId}
        >
          <ChevronLeft aria-hidden size={20} />
        </button>
        <button
          type="button"
          className={controlButton}
          onClick={() => dispatch({ type: "next" })}
          aria-label={t("nextSlide")}
          aria-controls={slidesId}
        >
          <ChevronRight aria-hidden size={20} />
        </button>
      </div>

      <div
        ref={viewportRef}
        className={`mt-4 md:mt-0 md:overflow-visible ${
          live ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
        }`}
      >
        <div
          id={slidesId}
          aria-live={rotating ? "off" : "polite"}
          className="flex [transform:translateX(calc(var(--slide-index)*-100%))] transition-transform duration-300 ease-out motion-reduce:transition-none md:grid md:grid-cols-2 md:gap-6 md:[transform:none]"
          style={{ "--slide-index": state.index } as CSSProperties}
          data-testid="carousel-track"
        >
          {cards.map((card, index) => (
            <div
              key={card.id}
              id={slideId(index)}
              role="group"
              aria-roledescription={t("slideRole")}
              aria-label={t("slideLabel", { current: index + 1, total: cards.length })}
              inert={live && index !== state.index}
              className="w-full shrink-0 snap-start px-0.5 md:px-0"
              data-testid="problem-card"
            >
              <Prerendered
                as="article"
                className="h-full rounded-card border border-line bg-surface p-card shadow-card"
              >
                {card.body}
              </Prerendered>
            </div>
          ))}
        </div>
      </div>

      <div
        role="group"
        aria-label={t("slidePicker")}
        className="mt-4 flex justify-center gap-1 md:hidden"
      >
        {cards.map((card, index) => {
          const current = live && index === state.index;
          return (
            <a
              key={card.id}
              href={`#${slideId(index)}`}
              className="group inline-flex size-11 items-center justify-center"
              onClick={goTo(index)}
              aria-label={t("goToSlide", { number: index + 1 })}
              aria-current={current ? "true" : undefined}
              aria-controls={slidesId}
              data-testid="carousel-dot"
            >
              <span
                aria-hidden
                className={`block h-2.5 rounded-full transition-all ${
                  current ? "w-6 bg-brand-700" : "w-2.5 bg-line-strong group-hover:bg-brand-600"
                }`}
              />
            </a>
          );
        })}
      </div>
    </div>
  );
}

const slideId = (index: number) => `problem-slide-${index + 1}`;
