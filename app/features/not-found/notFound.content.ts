import { contentFile, text } from "../../../common/content/contentSchema";

export const notFoundContent = contentFile(
  "site/notFound.json",
  {
    metaTitle: text(),
    metaDescription: text(),
    code: text({ same: true }),
    title: text(),
    backHome: text(),
  },
  { label: "Page not found" },
);
