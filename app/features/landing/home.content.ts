import { contentFile, group, list, text } from "../../../common/content/contentSchema";

/**
 * The home page. Its lists take any count in the ranges below: the problem cards turn into a
 * carousel on phones, the feature cards fill rows of three (a shorter last row widens), and the
 * other lists wrap.
 */
export const homeContent = contentFile(
  "pages/home.json",
  {
    metaTitle: text({ placeholders: ["product"] }),
    metaDescription: text(),
    heroEyebrow: text(),
    heroTitle: text(),
    heroSubtitle: text({ placeholders: ["product"], long: true }),
    bookDemo: text(),
    heroSecondary: text(),
    heroStandards: text(),
    dashboardAlt: text({ placeholders: ["product"], long: true }),
    problemEyebrow: text(),
    problemTitle: text(),
    problemIntro: text({ long: true }),
    problemCards: list(
      group({
        title: text(),
        text: text({ long: true }),
      }),
      { min: 2, max: 6, label: "Problem cards" },
    ),
    solutionEyebrow: text(),
    solutionTitle: text(),
    solutionIntro: text({ placeholders: ["product"], long: true }),
    moreDetail: text(),
    lessDetail: text(),
    featureCards: list(
      group({
        title: text(),
        text: text(),
        detail: text({ long: true }),
      }),
      { min: 3, max: 9, label: "Feature cards" },
    ),
    insightsEyebrow: text(),
    insightsTitle: text(),
    insightsParagraphOne: text({ placeholders: ["product"], long: true }),
    insightsParagraphTwo: text({ long: true }),
    insightsAlt: text({ placeholders: ["product"], long: true }),
    officeEyebrow: text(),
    officeTitle: text(),
    officeIntro: text({ long: true }),
    pluginOutlook: text({ same: true }),
    pluginOutlookText: text(),
    pluginWord: text({ same: true }),
    pluginWordText: text(),
    pluginExcel: text({ same: true }),
    pluginExcelText: text(),
    benefitsTitle: text(),
    benefits: list(text(), { min: 1, max: 8, label: "Benefits" }),
    getStarted: text(),
    securityEyebrow: text(),
    securityTitle: text(),
    securityIntro: text(),
    securityPoints: list(
      group({
        title: text(),
        text: text(),
      }),
      { min: 1, max: 6, label: "Security points" },
    ),
    certificationsTitle: text(),
    certifications: list(
      group({
        name: text({ same: true }),
        note: text({ same: true }),
      }),
      { min: 1, max: 10, label: "Standards" },
    ),
    closingTitle: text(),
    closingText: text({ placeholders: ["product"] }),
  },
  { label: "Home page" },
);
