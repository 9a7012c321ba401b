import { defineCopy } from "../../../common/i18n/translate";

/** The pages a cancel or reschedule link opens (they work without scripts). */
export const manageBookingCopy = defineCopy(
  {
    cancelTitle: "Cancel your demo?",
    cancelQuestion: "Your demo is planned for {when} ({zone}). Do you want to cancel it?",
    cancelButton: "Yes, cancel the demo",
    rescheduleInstead: "Move it to another time instead",
    cancelledTitle: "Your demo is cancelled",
    cancelled:
      "Your demo on {when} ({zone}) is cancelled; a cancellation for your calendar is on its way to your mailbox. Would you like another time after all? Write to {email}.",
    rescheduleTitle: "Move your demo",
    rescheduleIntro:
      "Your demo is planned for {when} ({zone}). Pick another time; times are shown in {zone}.",
    rescheduleButton: "Move the demo to this time",
    taken: "That time has just been taken, so your demo stays on {when}. Please pick another time.",
    notOffered:
      "That time cannot be booked: it is not one of the times offered, or it has passed. Your demo stays on {when}; please pick one of the times below.",
    noSlots:
      "No other time is free in the coming weeks. Your demo stays on {when}; write to {email} to find another time with us.",
    rescheduledTitle: "Your demo has moved",
    rescheduled:
      "We look forward to seeing you on {when} ({zone}). An updated invitation for your calendar is on its way to your mailbox.",
    invalidTitle: "This link is not valid",
    invalid:
      "The link may be incomplete or changed. Please use the link in the latest mail about your demo, or write to {email}.",
    expiredTitle: "This link has expired",
    expired:
      "The demo this link was for has already taken place. Write to {email} and we will plan a new one with you.",
    outdatedTitle: "This link is no longer current",
    outdated:
      "Your demo has been changed since this link was sent, so this link changes nothing any more. Please use the links in the latest mail about your demo, or write to {email}.",
    changeLimitTitle: "This demo can no longer be moved online",
    changeLimit:
      "Your demo has already been moved as often as is possible online, so it stays at its current time. Write to {email} and we will find another time with you. You can still cancel it with the link in your latest mail.",
    unavailableTitle: "Changing the demo is not possible right now",
    unavailable:
      "Nothing has been changed. Please try again in a few minutes, or write to {email}.",
    unreadableTitle: "This request could not be read",
    unreadable:
      "Nothing has been changed: the request did not come from this page's form. Please open the link from your mail again, or write to {email}.",
  },
  {
    cancelTitle: "Uw demo annuleren?",
    cancelQuestion: "Uw demo staat gepland op {when} ({zone}). Wilt u hem annuleren?",
    cancelButton: "Ja, de demo annuleren",
    rescheduleInstead: "Hem liever verzetten naar een ander moment",
    cancelledTitle: "Uw demo is geannuleerd",
    cancelled:
      "Uw demo op {when} ({zone}) is geannuleerd; er is een annulering voor uw agenda onderweg naar uw mailbox. Wilt u toch een ander moment? Schrijf naar {email}.",
    rescheduleTitle: "Uw demo verzetten",
    rescheduleIntro:
      "Uw demo staat gepland op {when} ({zone}). Kies een ander moment; de tijden staan in {zone}.",
    rescheduleButton: "De demo naar dit moment verzetten",
    taken:
      "Dat moment is zojuist door iemand anders geboekt, dus uw demo blijft op {when}. Kies alstublieft een ander moment.",
    notOffered:
      "Dat moment kan niet worden geboekt: het hoort niet bij de aangeboden momenten, of het is al voorbij. Uw demo blijft op {when}; kies alstublieft een van de momenten hieronder.",
    noSlots:
      "In de komende weken is er geen ander moment vrij. Uw demo blijft op {when}; schrijf naar {email}, dan zoeken wij samen een ander moment.",
    rescheduledTitle: "Uw demo is verzet",
    rescheduled:
      "Wij zien u graag op {when} ({zone}). Er is een bijgewerkte uitnodiging voor uw agenda onderweg naar uw mailbox.",
    invalidTitle: "Deze link is niet geldig",
    invalid:
      "De link is misschien onvolledig of gewijzigd. Gebruik de link in de laatste mail over uw demo, of schrijf naar {email}.",
    expiredTitle: "Deze link is verlopen",
    expired:
      "De demo waarvoor deze link was, heeft al plaatsgevonden. Schrijf naar {email}, dan plannen wij samen een nieuwe.",
    outdatedTitle: "Deze link is niet meer actueel",
    outdated:
      "Uw demo is gewijzigd nadat deze link werd verstuurd, dus met deze link wijzigt u niets meer. Gebruik de links in de laatste mail over uw demo, of schrijf naar {email}.",
    changeLimitTitle: "Deze demo kan niet meer online worden verzet",
    changeLimit:
      "Uw demo is al zo vaak verzet als online mogelijk is en blijft daarom op het huidige moment. Schrijf naar {email}, dan zoeken wij samen met u een ander moment. Annuleren kan nog wel met de link in uw laatste mail.",
    unavailableTitle: "De demo wijzigen is nu niet mogelijk",
    unavailable:
      "Er is niets gewijzigd. Probeer het over een paar minuten opnieuw, of schrijf naar {email}.",
    unreadableTitle: "Deze aanvraag kon niet worden gelezen",
    unreadable:
      "Er is niets gewijzigd: de aanvraag kwam niet van het formulier op deze pagina. Open de link uit uw mail opnieuw, of schrijf naar {email}.",
  },
);
