import { defineCopy } from "../../common/i18n/translate";

/** The booked demo as the calendars and the invitation mails word it. */
export const bookingMailCopy = defineCopy(
  {
    eventSummary: "{product} demo with {name} ({company})",
    eventDescription:
      "A demo of {product} for {name} ({company}), booked on the website. Reference: {reference}.",
    invitationSubject: "Your {product} demo: {when}",
    invitationBody:
      "Dear {name},\n\nThank you for booking a demo of {product}. It is planned for {when} ({zone}). The attached invitation adds it to your calendar.\n\nTo move or cancel it, simply reply to this mail.",
    teamInvitationSubject: "Demo booked: {name} ({company}), {when}",
    teamInvitationBody:
      "{name} ({company}, {email}) booked a demo for {when} ({zone}) on the website. The website cannot write to your calendar (a published feed), so accept the attached invitation to add it.\n\nReference: {reference}",
    signature: "Kind regards,\nThe {product} team",
  },
  {
    eventSummary: "Demo van {product} met {name} ({company})",
    eventDescription:
      "Een demo van {product} voor {name} ({company}), geboekt via de website. Referentie: {reference}.",
    invitationSubject: "Uw demo van {product}: {when}",
    invitationBody:
      "Beste {name},\n\nHartelijk dank voor het boeken van een demo van {product}. Die staat gepland op {when} ({zone}). Met de bijgevoegde uitnodiging zet u hem in uw agenda.\n\nWilt u hem verzetten of annuleren? Beantwoord dan gewoon deze mail.",
    teamInvitationSubject: "Demo geboekt: {name} ({company}), {when}",
    teamInvitationBody:
      "{name} ({company}, {email}) heeft via de website een demo geboekt op {when} ({zone}). De website kan niet in uw agenda schrijven (een gepubliceerde agenda), dus accepteer de bijgevoegde uitnodiging om hem toe te voegen.\n\nReferentie: {reference}",
    signature: "Met vriendelijke groet,\nHet team van {product}",
  },
);
