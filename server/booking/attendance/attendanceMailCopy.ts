import { defineCopy } from "../../../common/i18n/translate";

/** The host's question after a demo, in the team's language. */
export const attendanceRequestCopy = defineCopy(
  {
    subject: "Did the demo with {name} take place?",
    body: "The demo with {name} ({company}) on {when} ({zone}) has ended. Did it take place? Each link opens a page where you confirm your answer.",
    noShow: "If {name} did not attend, they get one mail inviting them to choose a new time.",
    reference: "Reference: {id}",
    heldButton: "Yes, it took place",
    noShowButton: "No, they did not attend",
  },
  {
    nl: {
      subject: "Heeft de demo met {name} plaatsgevonden?",
      body: "De demo met {name} ({company}) op {when} ({zone}) is afgelopen. Heeft hij plaatsgevonden? Elke link opent een pagina waarop u uw antwoord bevestigt.",
      noShow:
        "Was {name} er niet, dan krijgt de bezoeker één mail met de uitnodiging om een nieuw moment te kiezen.",
      reference: "Referentie: {id}",
      heldButton: "Ja, hij heeft plaatsgevonden",
      noShowButton: "Nee, de bezoeker was er niet",
    },
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
    nl: {
      held: "Demo gehouden met {name} ({company}): {when} ({zone})",
      no_show:
        "Niet verschenen: {name} ({company}) was er niet bij de demo van {when} ({zone}); één mail nodigt de bezoeker uit om een nieuw moment te kiezen",
      reference: "Referentie: {id}",
    },
  },
);
