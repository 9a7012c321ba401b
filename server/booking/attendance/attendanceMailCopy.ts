import { defineCopy } from "../../../common/i18n/translate";

/** The host's question after a demo, in the team's language. */
export const attendanceRequestCopy = defineCopy(
  {
    subject: "Did the demo with {name} take place?",
    body: "The demo with {name} ({company}) on {when} ({zone}) has ended. Did it take place? Each link opens a page where you confirm your answer.",
    noShow: "If {name} did not attend, they get one mail inviting them to choose a new time.",
    reference: "Reference: {id}",
  },
  {
    subject: "Heeft de demo met {name} plaatsgevonden?",
    body: "De demo met {name} ({company}) op {when} ({zone}) is afgelopen. Heeft hij plaatsgevonden? Elke link opent een pagina waarop u uw antwoord bevestigt.",
    noShow:
      "Was {name} er niet, dan krijgt de bezoeker één mail met de uitnodiging om een nieuw moment te kiezen.",
    reference: "Referentie: {id}",
  },
);

/** The one mail a visitor gets after a no-show, in the visitor's language. */
export const noShowMailCopy = defineCopy(
  {
    subject: "We missed you at your {product} demo",
    body: "Dear {name},\n\nWe were looking forward to showing you {product} on {when} ({zone}), but we did not manage to meet. That happens: a busy day gets in the way.",
    reschedule:
      "If you would still like to see {product}, choose a new time for the same demo here:",
    signature: "Kind regards,\nThe {product} team",
  },
  {
    subject: "Wij hebben u gemist bij uw demo van {product}",
    body: "Beste {name},\n\nWij keken ernaar uit u {product} te laten zien op {when} ({zone}), maar het is er niet van gekomen. Dat gebeurt: een drukke dag komt ertussen.",
    reschedule: "Wilt u {product} nog steeds zien? Kies hier een nieuw moment voor dezelfde demo:",
    signature: "Met vriendelijke groet,\nHet team van {product}",
  },
);

/** The chat notice of a recorded attendance (Slack, Teams), in the team's language. */
export const attendanceNoticeCopy = defineCopy(
  {
    held: "Demo held with {name} ({company}): {when} ({zone})",
    no_show:
      "No-show: {name} ({company}) did not attend the demo of {when} ({zone}); one mail invites the visitor to choose a new time",
    reference: "Reference: {id}",
  },
  {
    held: "Demo gehouden met {name} ({company}): {when} ({zone})",
    no_show:
      "Niet verschenen: {name} ({company}) was er niet bij de demo van {when} ({zone}); één mail nodigt de bezoeker uit om een nieuw moment te kiezen",
    reference: "Referentie: {id}",
  },
);
