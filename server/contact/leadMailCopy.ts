import { defineCopy } from "../../common/i18n/translate";

/**
 * The lead's mail to the company inbox, in the inbox language. Only the team reads it, so it stays
 * beside the code; the visitor's confirmation is content (content/mails/contactConfirmation.json).
 */
export const leadMailCopy = defineCopy(
  {
    inboxSubject: "Contact request from {name} ({company})",
    inboxIntro: "A visitor sent a message through the contact form of the website.",
    name: "Name",
    email: "Email",
    company: "Company",
    phone: "Phone",
    language: "Language",
    submittedAt: "Sent at",
    reference: "Reference",
    message: "Message",
    notGiven: "(not given)",
    source: "Source",
    utmSource: "Campaign source",
    utmMedium: "Medium",
    utmCampaign: "Campaign",
    utmTerm: "Term",
    utmContent: "Content",
    landingPath: "Landing page",
    referrer: "Referred by",
    firstCampaign: "First campaign",
    firstLandingPath: "First landing page",
    replyHint: "Reply to this mail to answer {name} directly.",
  },
  {
    nl: {
      inboxSubject: "Contactaanvraag van {name} ({company})",
      inboxIntro:
        "Een bezoeker heeft een bericht gestuurd via het contactformulier van de website.",
      name: "Naam",
      email: "E-mailadres",
      company: "Bedrijf",
      phone: "Telefoon",
      language: "Taal",
      submittedAt: "Verzonden op",
      reference: "Referentie",
      message: "Bericht",
      notGiven: "(niet opgegeven)",
      source: "Herkomst",
      utmSource: "Campagnebron",
      utmMedium: "Medium",
      utmCampaign: "Campagne",
      utmTerm: "Zoekterm",
      utmContent: "Inhoud",
      landingPath: "Landingspagina",
      referrer: "Verwezen door",
      firstCampaign: "Eerste campagne",
      firstLandingPath: "Eerste landingspagina",
      replyHint: "Beantwoord deze mail om {name} rechtstreeks te antwoorden.",
    },
  },
);
