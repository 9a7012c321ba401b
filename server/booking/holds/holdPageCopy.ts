import { defineCopy } from "../../../common/i18n/translate";

/** The pages of a hold: the answer after picking a time, and the confirmation link's pages. */
export const holdPageCopy = defineCopy(
  {
    heldTitle: "Check your mail to confirm",
    held: "We are keeping {when} ({zone}) for you. We have sent you a mail with a link: open it and confirm before {deadline}, or the time is offered to others again.",
    confirmTitle: "Confirm your demo",
    confirm: "You picked {when} ({zone}) for a demo. Press the button to book it.",
    confirmButton: "Confirm this demo",
    lapsedTitle: "This time is no longer kept for you",
    lapsed:
      "The demo was not confirmed in time, so we offered the time to others again. Pick a fresh time below: it is booked at once.",
    personBookedTitle: "This address already has a demo booked",
    personBooked:
      "A demo is already booked for this email address. The links to move or cancel it are in the mail we sent at the time.",
    mailCappedTitle: "Your message has arrived",
    mailCapped:
      "We cannot send a confirmation mail right now, so we will reply within 24 hours to plan the demo with you.",
    invalidTitle: "This confirmation link is not valid",
    invalid:
      "The link may be incomplete. Please open it again from your mail, or write to {email}.",
  },
  {
    heldTitle: "Bevestig via uw mail",
    held: "Wij houden {when} ({zone}) voor u vrij. U heeft een mail met een link van ons ontvangen: open die en bevestig vóór {deadline}, anders bieden wij het moment weer aan anderen aan.",
    confirmTitle: "Bevestig uw demo",
    confirm: "U koos {when} ({zone}) voor een demo. Klik op de knop om die te boeken.",
    confirmButton: "Deze demo bevestigen",
    lapsedTitle: "Dit moment wordt niet meer voor u vrijgehouden",
    lapsed:
      "De demo is niet op tijd bevestigd, dus hebben wij het moment weer aan anderen aangeboden. Kies hieronder een nieuw moment: dat wordt direct geboekt.",
    personBookedTitle: "Voor dit adres is al een demo geboekt",
    personBooked:
      "Voor dit e-mailadres is al een demo geboekt. De links om die te verzetten of te annuleren staan in de mail die wij toen hebben gestuurd.",
    mailCappedTitle: "Uw bericht is aangekomen",
    mailCapped:
      "Wij kunnen nu geen bevestigingsmail sturen. Wij reageren daarom binnen 24 uur om de demo met u in te plannen.",
    invalidTitle: "Deze bevestigingslink is niet geldig",
    invalid:
      "De link is misschien onvolledig. Open hem opnieuw vanuit uw mail, of schrijf naar {email}.",
  },
);
