import { contentFile, text } from "../../../common/content/contentSchema";

export const homeCarouselContent = contentFile(
  "pages/homeCarousel.json",
  {
    carouselLabel: text(),
    // What a screen reader calls the carousel and each slide (aria-roledescription).
    carouselRole: text(),
    slideRole: text(),
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
