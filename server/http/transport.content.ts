import { contentFile, text } from "../../common/content/contentSchema";

/** The answer to a plain-HTTP request that is not a page load, when the site requires HTTPS. */
export const transportContent = contentFile(
  "answers/transport.json",
  {
    httpsRequired: text({ placeholders: ["url"] }),
  },
  { label: "Answers: secure connection required" },
);
