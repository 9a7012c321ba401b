import { defineCopy } from "../../../common/i18n/translate";

/** The carousel's own labels: the browser renders them, so they travel with its code. */
export const carouselCopy = defineCopy(
  {
    carouselLabel: "Common audit problems",
    slideLabel: "Slide {current} of {total}",
    previousSlide: "Previous slide",
    nextSlide: "Next slide",
    goToSlide: "Show slide {number}",
    slidePicker: "Choose a slide",
    pauseRotation: "Pause automatic rotation",
    startRotation: "Start automatic rotation",
  },
  {
    carouselLabel: "Veelvoorkomende knelpunten bij audits",
    slideLabel: "Dia {current} van {total}",
    previousSlide: "Vorige dia",
    nextSlide: "Volgende dia",
    goToSlide: "Toon dia {number}",
    slidePicker: "Kies een dia",
    pauseRotation: "Automatisch wisselen pauzeren",
    startRotation: "Automatisch wisselen starten",
  },
);
