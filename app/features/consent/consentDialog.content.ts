import { contentFile, text } from "../../../common/content/contentSchema";

export const consentDialogContent = contentFile(
  "site/consentDialog.json",
  {
    dialogTitle: text(),
    dialogIntro: text(),
    essentialTitle: text(),
    essentialText: text(),
    analyticsTitle: text(),
    analyticsText: text(),
    analyticsContactNote: text(),
    marketingTitle: text({ same: true }),
    marketingText: text(),
    preferencesTitle: text(),
    preferencesText: text(),
    alwaysOn: text(),
    dialogReject: text(),
    dialogAccept: text(),
    savePreferences: text(),
  },
  { label: "Cookie settings dialog" },
);
