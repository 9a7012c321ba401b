import { contentFile, text } from "../../common/content/contentSchema";

/** The HTML page the plain form gets when its message was not accepted. */
export const refusalPageContent = contentFile(
  "answers/refusalPage.json",
  {
    title: text(),
    fieldProblems: text(),
    goBack: text({ long: true }),
    tryLater: text(),
    emailUs: text({ placeholders: ["email"] }),
    contactPage: text(),
  },
  { label: "Answers: message not sent (page without scripts)" },
);
