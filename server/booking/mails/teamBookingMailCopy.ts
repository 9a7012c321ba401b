import { defineCopy } from "../../../common/i18n/translate";

/**
 * A host's mail about each change of a booked demo, in the team's language. Only the team reads
 * it, so it stays beside the code; the visitor's mails are content (content/mails/bookingChange.json).
 */
export const teamBookingMailCopy = defineCopy(
  {
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
  },
  {
    nl: {
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
    },
  },
);
