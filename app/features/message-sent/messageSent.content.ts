import { contentFile, text } from "../../../common/content/contentSchema";

export const messageSentContent = contentFile(
  "site/messageSent.json",
  {
    metaTitle: text(),
    metaDescription: text(),
    title: text(),
    thanks: text(),
    backToContact: text(),
    backHome: text(),
  },
  { label: "Message sent page" },
);
