import { contentFile, group, list, text } from "../../../common/content/contentSchema";

/**
 * The cookie policy. In its sections' paragraphs, `{consentKey}` and `{firstTouchKey}` are the
 * names this site stores its data under, and `{services}` becomes `servicesActive` or
 * `servicesNone`, whichever is true of this site's configuration.
 */
export const cookiePolicyContent = contentFile(
  "pages/cookiePolicy.json",
  {
    metaTitle: text({ placeholders: ["product"] }),
    metaDescription: text(),
    heading: text(),
    backHome: text(),
    intro: text({ long: true }),
    statusHeading: text(),
    statusLoading: text(),
    enabled: text(),
    disabled: text(),
    analytics: text(),
    marketing: text({ same: true }),
    preferences: text(),
    openSettings: text(),
    resetChoices: text(),
    resetDone: text(),
    sections: list(
      group({
        heading: text(),
        paragraphs: list(
          text({ placeholders: ["consentKey", "firstTouchKey", "services"], long: true }),
          { min: 1, max: 12, label: "Paragraphs" },
        ),
      }),
      { min: 1, max: 12, label: "Sections" },
    ),
    servicesNone: text({ long: true }),
    servicesActive: text({ long: true }),
  },
  { label: "Cookie policy" },
);
