import { defineCopy } from "../../../common/i18n/translate";

/** The pages the host's attendance links open, in the team's language (no scripts needed). */
export const attendancePageCopy = defineCopy(
  {
    confirmTitle: "Record this demo's attendance",
    heldQuestion: "Did the demo with {name} ({company}) on {when} take place?",
    no_showQuestion: "Did {name} ({company}) miss the demo on {when}?",
    no_showEffect:
      "{name} then gets one mail inviting them to choose a new time for the same demo.",
    heldButton: "Yes, record the demo as held",
    no_showButton: "Yes, record a no-show",
    recordedTitle: "Recorded",
    held: "The demo with {name} ({company}) on {when} is recorded as held. Thank you.",
    no_show:
      "The demo with {name} ({company}) on {when} is recorded as a no-show. The mail inviting {name} to choose a new time is on its way.",
    alreadyTitle: "Already recorded",
    alreadyHeld:
      "The demo with {name} ({company}) on {when} was already recorded as held; nothing has been changed.",
    alreadyNoShow:
      "The demo with {name} ({company}) on {when} was already recorded as a no-show; nothing has been changed.",
    cancelledTitle: "This demo was cancelled",
    cancelled:
      "The demo on {when} was cancelled, so there is no attendance to record and it can never be marked as a no-show. Nothing has been changed.",
    notEndedTitle: "This demo has not ended yet",
    notEnded: "The demo on {when} has not ended yet. Please record its attendance afterwards.",
    invalidTitle: "This link is not valid",
    invalid:
      "The link may be incomplete or changed. Please use the links in the latest mail about this demo.",
    expiredTitle: "This link has expired",
    expired:
      "Attendance can be recorded with these links for {days} days after the demo. Ask an operator to record it with the leads command.",
    outdatedTitle: "This link is no longer current",
    outdated:
      "The demo has been moved since this link was sent; a new question will follow after its new time. Nothing has been changed.",
    unavailableTitle: "Recording is not possible right now",
    unavailable: "Nothing has been changed. Please try again in a few minutes.",
    unreadableTitle: "This request could not be read",
    unreadable:
      "Nothing has been changed: the request did not come from this page's form. Please open the link from the mail again.",
  },
  {
    nl: {
      confirmTitle: "De aanwezigheid bij deze demo vastleggen",
      heldQuestion: "Heeft de demo met {name} ({company}) op {when} plaatsgevonden?",
      no_showQuestion: "Is {name} ({company}) niet verschenen bij de demo op {when}?",
      no_showEffect:
        "{name} krijgt dan één mail met de uitnodiging om een nieuw moment voor dezelfde demo te kiezen.",
      heldButton: "Ja, de demo als gehouden vastleggen",
      no_showButton: "Ja, als niet verschenen vastleggen",
      recordedTitle: "Vastgelegd",
      held: "De demo met {name} ({company}) op {when} is vastgelegd als gehouden. Dank u wel.",
      no_show:
        "De demo met {name} ({company}) op {when} is vastgelegd als niet verschenen. De mail waarin {name} wordt uitgenodigd een nieuw moment te kiezen, is onderweg.",
      alreadyTitle: "Al vastgelegd",
      alreadyHeld:
        "De demo met {name} ({company}) op {when} was al vastgelegd als gehouden; er is niets gewijzigd.",
      alreadyNoShow:
        "De demo met {name} ({company}) op {when} was al vastgelegd als niet verschenen; er is niets gewijzigd.",
      cancelledTitle: "Deze demo is geannuleerd",
      cancelled:
        "De demo op {when} is geannuleerd. Er valt dus geen aanwezigheid vast te leggen en hij kan nooit als niet verschenen worden gemarkeerd. Er is niets gewijzigd.",
      notEndedTitle: "Deze demo is nog niet afgelopen",
      notEnded: "De demo op {when} is nog niet afgelopen. Leg de aanwezigheid achteraf vast.",
      invalidTitle: "Deze link is niet geldig",
      invalid:
        "De link is misschien onvolledig of gewijzigd. Gebruik de links in de laatste mail over deze demo.",
      expiredTitle: "Deze link is verlopen",
      expired:
        "Met deze links kunt u de aanwezigheid tot {days} dagen na de demo vastleggen. Vraag een beheerder dit vast te leggen met het leads-commando.",
      outdatedTitle: "Deze link is niet meer actueel",
      outdated:
        "De demo is verzet nadat deze link werd verstuurd; na het nieuwe moment volgt een nieuwe vraag. Er is niets gewijzigd.",
      unavailableTitle: "Vastleggen is nu niet mogelijk",
      unavailable: "Er is niets gewijzigd. Probeer het over een paar minuten opnieuw.",
      unreadableTitle: "Deze aanvraag kon niet worden gelezen",
      unreadable:
        "Er is niets gewijzigd: de aanvraag kwam niet van het formulier op deze pagina. Open de link uit de mail opnieuw.",
    },
  },
);
