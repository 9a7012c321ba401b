import { defineCopy } from "../../../common/i18n/translate";

/** The mails the outbox sends: to the company inbox and, optionally, to the visitor. */
export const mailCopy = defineCopy(
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
    replyHint: "Reply to this mail to answer {name} directly.",
    confirmationSubject: "We received your message – {product}",
    confirmationGreeting: "Dear {name},",
    confirmationBody:
      "Thank you for contacting {product}. We received your message and will reply within 24 hours.",
    confirmationCopy: "Your message:",
    confirmationSignature: "Kind regards,\nThe {product} team",
  },
  {
    inboxSubject: "Contactaanvraag van {name} ({company})",
    inboxIntro: "Een bezoeker heeft een bericht gestuurd via het contactformulier van de website.",
    name: "Naam",
    email: "E-mailadres",
    company: "Bedrijf",
    phone: "Telefoon",
    language: "Taal",
    submittedAt: "Verzonden op",
    reference: "Referentie",
    message: "Bericht",
    notGiven: "(niet opgegeven)",
    replyHint: "Beantwoord deze mail om {name} rechtstreeks te antwoorden.",
    confirmationSubject: "Wij hebben uw bericht ontvangen – {product}",
    confirmationGreeting: "Beste {name},",
    confirmationBody:
      "Hartelijk dank voor uw bericht aan {product}. Wij hebben het goed ontvangen en reageren binnen 24 uur.",
    confirmationCopy: "Uw bericht:",
    confirmationSignature: "Met vriendelijke groet,\nHet team van {product}",
  },
);
