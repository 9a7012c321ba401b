import { contentFile, text } from "../../common/content/contentSchema";

export const seoContent = contentFile(
  "site/seo.json",
  {
    socialImageAlt: text({ placeholders: ["product"] }),
    socialHeadline: text(),
    socialSubline: text(),
    organizationDescription: text({ placeholders: ["product"] }),
    contactType: text(),
  },
  { label: "Search engines and social previews" },
);
