import { defineCopy } from "../../../common/i18n/translate";

/** The booked demo as the calendars and the mails about each of its changes word it. */
export const bookingMailCopy = defineCopy(
  {
    eventSummary: "{product} demo with {name} ({company})",
    eventDescription:
      "A demo of {product} for {name} ({company}), booked on the website. Reference: {reference}.",
    createdSubject: "Your {product} demo: {when}",
    createdBody:
      "Dear {name},\n\nThank you for booking a demo of {product}. It is planned for {when} ({zone}). The attached invitation adds it to your calendar.",
    createdWithHostBody:
      "Dear {name},\n\nThank you for booking a demo of {product}. Your demo with {host} is planned for {when} ({zone}). The attached invitation adds it to your calendar.",
    rescheduledSubject: "Your {product} demo has moved: {when}",
    rescheduledBody:
      "Dear {name},\n\nYour demo of {product} has moved to {when} ({zone}); it was planned for {oldWhen}. The attached update moves it in your calendar.",
    rescheduledWithHostBody:
      "Dear {name},\n\nYour demo of {product} with {host} has moved to {when} ({zone}); it was planned for {oldWhen}. The attached update moves it in your calendar.",
    cancelledSubject: "Your {product} demo is cancelled: {when}",
    cancelledBody:
      "Dear {name},\n\nYour demo of {product} on {when} ({zone}) is cancelled. The attached cancellation removes it from your calendar.\n\nWould you like another time after all? Simply reply to this mail.",
    cancelledByTeamBody:
      "Dear {name},\n\nWe are sorry: we have had to cancel your demo of {product} on {when} ({zone}). The attached cancellation removes it from your calendar.\n\nReply to this mail and we will find another time with you.",
    teamCreatedSubject: "Demo booked: {name} ({company}), {when}",
    teamCreatedBody:
      "{name} ({company}, {email}) booked a demo for {when} ({zone}) on the website. The website cannot write to your calendar (a published feed), so accept the attached invitation to add it.\n\nReference: {reference}",
    teamRescheduledSubject: "Demo moved: {name} ({company}), {when}",
    teamRescheduledBody:
      "The demo with {name} ({company}, {email}) has moved from {oldWhen} to {when} ({zone}), changed by {by}. Accept the attached update to move it in your calendar.\n\nReference: {reference}",
    teamCancelledSubject: "Demo cancelled: {name} ({company}), {when}",
    teamCancelledBody:
      "The demo with {name} ({company}, {email}) on {when} ({zone}) is cancelled, by {by}. The attached cancellation removes it from your calendar.\n\nReference: {reference}",
    teamHandedOverSubject: "Demo handed to {host}: {name} ({company}), {when}",
    teamHandedOverBody:
      "The demo with {name} ({company}, {email}) on {when} ({zone}) now goes to {host}, changed by {by}; it is no longer yours. The attached cancellation removes it from your calendar.\n\nReference: {reference}",
    byVisitor: "the visitor",
    byOperator: "an operator",
    signature: "Kind regards,\nThe {product} team",
  },
  {
    eventSummary: "Demo van {product} met {name} ({company})",
    eventDescription:
      "Een demo van {product} voor {name} ({company}), geboekt via de website. Referentie: {reference}.",
    createdSubject: "Uw demo van {product}: {when}",
    createdBody:
      "Beste {name},\n\nHartelijk dank voor het boeken van een demo van {product}. Die staat gepland op {when} ({zone}). Met de bijgevoegde uitnodiging zet u hem in uw agenda.",
    createdWithHostBody:
      "Beste {name},\n\nHartelijk dank voor het boeken van een demo van {product}. Uw demo met {host} staat gepland op {when} ({zone}). Met de bijgevoegde uitnodiging zet u hem in uw agenda.",
    rescheduledSubject: "Uw demo van {product} is verzet: {when}",
    rescheduledBody:
      "Beste {name},\n\nUw demo van {product} is verzet naar {when} ({zone}); hij stond gepland op {oldWhen}. Met de bijgevoegde wijziging verplaatst u hem in uw agenda.",
    rescheduledWithHostBody:
      "Beste {name},\n\nUw demo van {product} met {host} is verzet naar {when} ({zone}); hij stond gepland op {oldWhen}. Met de bijgevoegde wijziging verplaatst u hem in uw agenda.",
    cancelledSubject: "Uw demo van {product} is geannuleerd: {when}",
    cancelledBody:
      "Beste {name},\n\nUw demo van {product} op {when} ({zone}) is geannuleerd. Met de bijgevoegde annulering verdwijnt hij uit uw agenda.\n\nWilt u toch een ander moment? Beantwoord dan gewoon deze mail.",
    cancelledByTeamBody:
      "Beste {name},\n\nHet spijt ons: wij hebben uw demo van {product} op {when} ({zone}) moeten annuleren. Met de bijgevoegde annulering verdwijnt hij uit uw agenda.\n\nBeantwoord deze mail, dan zoeken wij samen met u een ander moment.",
    teamCreatedSubject: "Demo geboekt: {name} ({company}), {when}",
    teamCreatedBody:
      "{name} ({company}, {email}) heeft via de website een demo geboekt op {when} ({zone}). De website kan niet in uw agenda schrijven (een gepubliceerde agenda), dus accepteer de bijgevoegde uitnodiging om hem toe te voegen.\n\nReferentie: {reference}",
    teamRescheduledSubject: "Demo verzet: {name} ({company}), {when}",
    teamRescheduledBody:
      "De demo met {name} ({company}, {email}) is verzet van {oldWhen} naar {when} ({zone}), door {by}. Accepteer de bijgevoegde wijziging om hem in uw agenda te verplaatsen.\n\nReferentie: {reference}",
    teamCancelledSubject: "Demo geannuleerd: {name} ({company}), {when}",
    teamCancelledBody:
      "De demo met {name} ({company}, {email}) op {when} ({zone}) is geannuleerd, door {by}. Met de bijgevoegde annulering verdwijnt hij uit uw agenda.\n\nReferentie: {reference}",
    teamHandedOverSubject: "Demo overgedragen aan {host}: {name} ({company}), {when}",
    teamHandedOverBody:
      "De demo met {name} ({company}, {email}) op {when} ({zone}) wordt nu gegeven door {host}, gewijzigd door {by}; u hoeft hem niet meer te geven. Met de bijgevoegde annulering verdwijnt hij uit uw agenda.\n\nReferentie: {reference}",
    byVisitor: "de bezoeker",
    byOperator: "een beheerder",
    signature: "Met vriendelijke groet,\nHet team van {product}",
  },
);
