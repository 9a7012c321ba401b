import { defineCopy } from "../../../common/i18n/translate";

export const messageSentCopy = defineCopy(
  {
    metaTitle: "Message sent",
    metaDescription: "Your message has reached us. We reply within 24 hours.",
    title: "Message sent!",
    thanks: "Thank you for your message. We will get back to you within 24 hours.",
    backToContact: "Back to the contact page",
    backHome: "Return to home",
  },
  {
    metaTitle: "Bericht verstuurd",
    metaDescription: "Uw bericht is bij ons aangekomen. Wij reageren binnen 24 uur.",
    title: "Bericht verstuurd!",
    thanks: "Bedankt voor uw bericht. Wij nemen binnen 24 uur contact met u op.",
    backToContact: "Terug naar de contactpagina",
    backHome: "Terug naar de startpagina",
  },
);
