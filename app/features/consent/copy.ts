import { defineCopy } from "../../../common/i18n/translate";

/** The banner's texts; the dialog's are in dialogCopy.ts, loaded only when it first opens. */
export const consentCopy = defineCopy(
  {
    bannerLabel: "Cookie choices",
    bannerText:
      "We only use what this site needs to work. With your permission we also use analytics, marketing and preference cookies. You can change your choice at any time.",
    learnMore: "Learn more",
    // Read by screen readers after "Learn more", so the link says where it goes.
    learnMoreTopic: "about cookies",
    customize: "Customize",
    rejectNonEssential: "Reject Non-Essential",
    acceptAll: "Accept All",
  },
  {
    bannerLabel: "Cookiekeuzes",
    bannerText:
      "Wij gebruiken alleen wat deze site nodig heeft om te werken. Met uw toestemming gebruiken we ook analytische, marketing- en voorkeurscookies. U kunt uw keuze altijd wijzigen.",
    learnMore: "Meer informatie",
    learnMoreTopic: "over cookies",
    customize: "Aanpassen",
    rejectNonEssential: "Niet-noodzakelijke weigeren",
    acceptAll: "Alles accepteren",
  },
);
