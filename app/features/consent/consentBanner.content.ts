import { contentFile, text } from "../../../common/content/contentSchema";

export const consentBannerContent = contentFile(
  "site/consentBanner.json",
  {
    bannerLabel: text(),
    bannerText: text({ long: true }),
    learnMore: text(),
    learnMoreTopic: text(),
    customize: text(),
    rejectNonEssential: text(),
    acceptAll: text(),
  },
  { label: "Cookie banner" },
);
