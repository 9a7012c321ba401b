import { contentFile, text } from "../../../common/content/contentSchema";

export const homeCarouselContent = contentFile(
  "pages/homeCarousel.json",
  {
    carouselLabel: text(),
    slideLabel: text({ placeholders: ["current", "total"] }),
    previousSlide: text(),
    nextSlide: text(),
    goToSlide: text({ placeholders: ["number"] }),
    slidePicker: text(),
    pauseRotation: text(),
    startRotation: text(),
  },
  { label: "Home page: problem carousel controls" },
);
