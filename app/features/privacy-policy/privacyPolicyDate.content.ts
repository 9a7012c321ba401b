import { contentFile, list, text } from "../../../common/content/contentSchema";

export const privacyPolicyDateContent = contentFile(
  "pages/privacyPolicyDate.json",
  {
    lastUpdated: text({ placeholders: ["date"] }),
    dateFormat: text({ placeholders: ["day", "month", "year"], same: true }),
    monthNames: list(text(), { min: 12, max: 12, label: "Month names, January first" }),
  },
  { label: "Privacy policy: the last-updated line" },
);
