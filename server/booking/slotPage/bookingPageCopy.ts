import { defineCopy } from "../../../common/i18n/translate";

/** The server-rendered booking pages (they work without scripts). */
export const bookingPageCopy = defineCopy(
  {
    pickTitle: "Book your demo",
    sent: "Your message has been sent. We will reply within 24 hours.",
    pickIntro: "Would you rather pick a time for a 30-minute demo now?",
    book: "Book this time",
    noSlots:
      "No time is free in the coming weeks. We will reply within 24 hours to find one with you.",
    taken: "That time has just been taken. Please pick another one.",
    notOffered:
      "That time cannot be booked: it is not one of the times offered, or it has passed. Please pick one of the times below.",
    unreadableTitle: "This request could not be read",
    unreadable:
      "The booking request did not come from the slot page or the picker. Please open the link from your mail again, or write to {email}.",
    unavailableTitle: "Booking is not possible right now",
    unavailable:
      "Our calendar cannot be reached at the moment. Your message has arrived: we will reply within 24 hours to plan the demo with you.",
    unknownTitle: "This booking link is not valid",
    unknown:
      "The link may be incomplete, or its message was removed after the retention period. Write to {email} and we will plan a demo with you.",
    bookedTitle: "Your demo is booked",
    booked:
      "We look forward to seeing you on {when} ({zone}). An invitation is on its way to your mailbox.",
    bookedWithHost:
      "Your demo with {host} is on {when} ({zone}). An invitation is on its way to your mailbox.",
    backToSite: "Back to the website",
    rescheduleLink: "Move the demo to another time",
    cancelLink: "Cancel the demo",
  },
  {
    pickTitle: "Plan uw demo",
    sent: "Uw bericht is verzonden. Wij reageren binnen 24 uur.",
    pickIntro: "Kiest u liever nu een moment voor een demo van 30 minuten?",
    book: "Dit moment boeken",
    noSlots:
      "In de komende weken is er geen moment vrij. Wij reageren binnen 24 uur om samen een moment te vinden.",
    taken: "Dat moment is zojuist door iemand anders geboekt. Kies alstublieft een ander moment.",
    notOffered:
      "Dat moment kan niet worden geboekt: het hoort niet bij de aangeboden momenten, of het is al voorbij. Kies alstublieft een van de momenten hieronder.",
    unreadableTitle: "Deze aanvraag kon niet worden gelezen",
    unreadable:
      "De boekingsaanvraag kwam niet van de pagina met momenten of van de keuzelijst. Open de link uit uw mail opnieuw, of schrijf naar {email}.",
    unavailableTitle: "Boeken is nu niet mogelijk",
    unavailable:
      "Onze agenda is op dit moment niet bereikbaar. Uw bericht is aangekomen: wij reageren binnen 24 uur om de demo met u in te plannen.",
    unknownTitle: "Deze boekingslink is niet geldig",
    unknown:
      "De link is misschien onvolledig, of het bericht is na de bewaartermijn verwijderd. Schrijf naar {email}, dan plannen wij samen een demo.",
    bookedTitle: "Uw demo is geboekt",
    booked: "Wij zien u graag op {when} ({zone}). Er is een uitnodiging onderweg naar uw mailbox.",
    bookedWithHost:
      "Uw demo met {host} staat gepland op {when} ({zone}). Er is een uitnodiging onderweg naar uw mailbox.",
    backToSite: "Terug naar de website",
    rescheduleLink: "De demo verzetten naar een ander moment",
    cancelLink: "De demo annuleren",
  },
);
