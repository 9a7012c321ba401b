import { ChevronLeft, ChevronRight, FolderSearch, Pause, Play, RotateCcw } from "lucide-react";
import type { CSSProperties } from "react";
import { isRotating } from "./carousel";
import { useCarousel } from "./useCarousel";
import { useLandingCopy } from "./useLandingCopy";

const icons = [FolderSearch, RotateCcw];

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:border-brand-600 hover:text-brand-700";

/**
 * Two problem cards: side by side from 768 px, below that a WAI-ARIA APG carousel. The slide
 * position is CSS only, so the prerendered page looks the same before and after hydration.
 */
export function ProblemCarousel({
  cards,
}: {
  cards: { id: string; title: string; text: string }[];
}) {
  const { t } = useLandingCopy();
  const { state, dispatch, rootRef } = useCarousel(cards.length);
  const rotating = isRotating(state);

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={t("carouselLabel")}
      className="mt-12"
      data-testid="problem-carousel"
    >
      <div className="flex items-center justify-center gap-2 md:hidden">
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
          aria-controls="problem-slides"
        >
          <ChevronLeft aria-hidden size={20} />
        </button>
        <button
          type="button"
          className={controlButton}
          onClick={() => dispatch({ type: "next" })}
          aria-label={t("nextSlide")}
          aria-controls="problem-slides"
        >
          <ChevronRight aria-hidden size={20} />
        </button>
      </div>

      <div className="mt-4 overflow-hidden md:mt-0 md:overflow-visible">
        <div
          id="problem-slides"
          aria-live={rotating ? "off" : "polite"}
          className="flex [transform:translateX(calc(var(--slide-index)*-100%))] transition-transform duration-300 ease-out motion-reduce:transition-none md:grid md:grid-cols-2 md:gap-6 md:[transform:none]"
          style={{ "--slide-index": state.index } as CSSProperties}
          data-testid="carousel-track"
        >
          {cards.map((card, index) => {
            const Icon = icons[index % icons.length] ?? FolderSearch;
            const hidden = state.enabled && index !== state.index;
            return (
              <div
                key={card.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t("slideLabel", { current: index + 1, total: cards.length })}
                inert={hidden}
                className="w-full shrink-0 px-0.5 md:px-0"
                data-testid="problem-card"
              >
                <article className="h-full rounded-card border border-line bg-surface p-card shadow-card">
                  <span className="inline-flex size-11 items-center justify-center rounded-control bg-accent-100 text-accent-700">
                    <Icon aria-hidden size={22} />
                  </span>
                  <h3 className="mt-4 text-xl font-semibold text-ink">{card.title}</h3>
                  <p className="mt-2 text-ink-muted">{card.text}</p>
                </article>
              </div>
            );
          })}
        </div>
      </div>

      <div
        role="group"
        aria-label={t("slidePicker")}
        className="mt-4 flex justify-center gap-1 md:hidden"
      >
        {cards.map((card, index) => (
          <button
            key={card.id}
            type="button"
            className="group inline-flex size-11 items-center justify-center"
            onClick={() => dispatch({ type: "goTo", index })}
            aria-label={t("goToSlide", { number: index + 1 })}
            aria-current={index === state.index ? "true" : undefined}
            aria-controls="problem-slides"
            data-testid="carousel-dot"
          >
            <span
              aria-hidden
              className={`block h-2.5 rounded-full transition-all ${
                index === state.index
                  ? "w-6 bg-brand-700"
                  : "w-2.5 bg-line-strong group-hover:bg-brand-600"
              }`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
