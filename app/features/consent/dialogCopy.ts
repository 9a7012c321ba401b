import { defineCopy } from "../../../common/i18n/translate";

export const consentDialogCopy = defineCopy(
  {
    dialogTitle: "Cookie settings",
    dialogIntro:
      "Choose which cookies we may use. Each switch takes effect immediately, and you can change it again at any time.",
    essentialTitle: "Essential",
    essentialText: "Always required: they remember your cookie choice and keep the site secure.",
    analyticsTitle: "Analytics",
    analyticsText: "Help us understand how visitors use the site.",
    analyticsContactNote: "The contact form also needs this consent.",
    marketingTitle: "Marketing",
    marketingText: "Let us measure our campaigns and show you relevant advertising elsewhere.",
    preferencesTitle: "Preferences",
    preferencesText: "Remember your settings, such as your language, for your next visit.",
    alwaysOn: "Always on",
    dialogReject: "Reject non-essential",
    dialogAccept: "Accept all",
    savePreferences: "Save Preferences",
  },
  {
    dialogTitle: "Cookie-instellingen",
    dialogIntro:
      "Kies welke cookies wij mogen gebruiken. Elke schakelaar werkt direct en u kunt uw keuze altijd weer wijzigen.",
    essentialTitle: "Noodzakelijk",
    essentialText: "Altijd nodig: ze onthouden uw cookiekeuze en houden de site veilig.",
    analyticsTitle: "Analytisch",
    analyticsText: "Helpen ons begrijpen hoe bezoekers de site gebruiken.",
    analyticsContactNote: "Ook voor het contactformulier is deze toestemming nodig.",
    marketingTitle: "Marketing",
    marketingText: "Laten ons onze campagnes meten en u elders relevante advertenties tonen.",
    preferencesTitle: "Voorkeuren",
    preferencesText: "Onthouden uw instellingen, zoals uw taal, voor uw volgende bezoek.",
    alwaysOn: "Altijd aan",
    dialogReject: "Niet-noodzakelijke weigeren",
    dialogAccept: "Alles accepteren",
    savePreferences: "Voorkeuren opslaan",
  },
);
