import { defineCopy } from "../../../common/i18n/translate";

/** The picker in the contact form's success state. */
export const bookingPickerCopy = defineCopy(
  {
    heading: "Pick a time for your demo now",
    intro: "Or wait for our reply: we answer within 24 hours.",
    loading: "Loading free times…",
    loaded: "Free times are shown.",
    book: "Book this time",
    booking: "Booking…",
    pickFirst: "Please pick a time first.",
    noSlots:
      "No time is free in the coming weeks. We will reply within 24 hours to find one with you.",
    taken:
      "That time has just been taken by someone else. Please pick one of the times still free.",
    notOffered:
      "That time can no longer be booked: it has passed or is not one of the times offered. Please pick one of the times below.",
    bookedTitle: "Your demo is booked",
    booked:
      "We look forward to seeing you on {when} ({zone}). The invitation is on its way to your mail.",
    bookedWithHost:
      "Your demo with {host} is on {when} ({zone}). The invitation is on its way to your mail.",
    rescheduleLink: "Move the demo to another time",
    cancelLink: "Cancel the demo",
    addToCalendar: "Add the demo to your calendar",
    addToGoogle: "Add to Google Calendar",
    addToOutlook: "Add to Outlook",
    downloadIcs: "Download .ics",
    unavailable:
      "Booking is not possible right now. Your message has arrived: we will reply within 24 hours to plan the demo with you.",
    heldTitle: "Check your mail to confirm",
    held: "We are keeping {when} ({zone}) for you. We have sent you a mail with a link: open it and confirm before {deadline}, or the time is offered to others again.",
    personBooked:
      "A demo is already booked for this email address. The links to move or cancel it are in the mail we sent at the time.",
    mailCapped:
      "Your message has arrived. We cannot send a confirmation mail right now, so we will reply within 24 hours to plan the demo with you.",
  },
  {
    heading: "Kies nu een moment voor uw demo",
    intro: "Of wacht op ons antwoord: wij reageren binnen 24 uur.",
    loading: "Vrije momenten laden…",
    loaded: "De vrije momenten staan klaar.",
    book: "Dit moment boeken",
    booking: "Bezig met boeken…",
    pickFirst: "Kies eerst een moment.",
    noSlots:
      "In de komende weken is er geen moment vrij. Wij reageren binnen 24 uur om samen een moment te vinden.",
    taken:
      "Dat moment is zojuist door iemand anders geboekt. Kies alstublieft een van de momenten die nog vrij zijn.",
    notOffered:
      "Dat moment kan niet meer worden geboekt: het is al voorbij of hoort niet bij de aangeboden momenten. Kies alstublieft een van de momenten hieronder.",
    bookedTitle: "Uw demo is geboekt",
    booked: "Wij zien u graag op {when} ({zone}). De uitnodiging is onderweg naar uw mail.",
    bookedWithHost:
      "Uw demo met {host} staat gepland op {when} ({zone}). De uitnodiging is onderweg naar uw mail.",
    rescheduleLink: "De demo verzetten naar een ander moment",
    cancelLink: "De demo annuleren",
    addToCalendar: "De demo in uw agenda zetten",
    addToGoogle: "Toevoegen aan Google Agenda",
    addToOutlook: "Toevoegen aan Outlook",
    downloadIcs: ".ics downloaden",
    unavailable:
      "Boeken is nu niet mogelijk. Uw bericht is aangekomen: wij reageren binnen 24 uur om de demo met u in te plannen.",
    heldTitle: "Bevestig via uw mail",
    held: "Wij houden {when} ({zone}) voor u vrij. U heeft een mail met een link van ons ontvangen: open die en bevestig vóór {deadline}, anders bieden wij het moment weer aan anderen aan.",
    personBooked:
      "Voor dit e-mailadres is al een demo geboekt. De links om die te verzetten of te annuleren staan in de mail die wij toen hebben gestuurd.",
    mailCapped:
      "Uw bericht is aangekomen. Wij kunnen nu geen bevestigingsmail sturen. Wij reageren daarom binnen 24 uur om de demo met u in te plannen.",
  },
);
