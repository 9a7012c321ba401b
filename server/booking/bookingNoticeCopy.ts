import { defineCopy } from "../../common/i18n/translate";

/** The chat notice of a booking change (Slack, Teams), in the inbox language. */
export const bookingNoticeCopy = defineCopy(
  {
    created: "Demo booked by {name} ({company}): {when} ({zone})",
    rescheduled: "Demo with {name} ({company}) moved by {by}: {oldWhen} → {when} ({zone})",
    cancelled: "Demo with {name} ({company}) cancelled by {by}: {when} ({zone})",
    cancelledAsSpam: "Demo with {name} ({company}) removed as spam by {by}: {when} ({zone})",
    byVisitor: "the visitor",
    byOperator: "an operator",
    reference: "Reference: {id}",
    host: "Host: {host}",
  },
  {
    nl: {
      created: "Demo geboekt door {name} ({company}): {when} ({zone})",
      rescheduled: "Demo met {name} ({company}) verzet door {by}: {oldWhen} → {when} ({zone})",
      cancelled: "Demo met {name} ({company}) geannuleerd door {by}: {when} ({zone})",
      cancelledAsSpam: "Demo met {name} ({company}) als spam verwijderd door {by}: {when} ({zone})",
      byVisitor: "de bezoeker",
      byOperator: "een beheerder",
      reference: "Referentie: {id}",
      host: "Gegeven door: {host}",
    },
  },
);
