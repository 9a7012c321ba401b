import { defineCopy } from "../../common/i18n/translate";

/** The Slack line of a booking change, in the inbox language. */
export const bookingNoticeCopy = defineCopy(
  {
    created: "Demo booked by {name} ({company}): {when} ({zone})",
    rescheduled: "Demo with {name} ({company}) moved by {by}: {oldWhen} → {when} ({zone})",
    cancelled: "Demo with {name} ({company}) cancelled by {by}: {when} ({zone})",
    byVisitor: "the visitor",
    byOperator: "an operator",
    reference: "Reference: {id}",
    host: "Host: {host}",
  },
  {
    created: "Demo geboekt door {name} ({company}): {when} ({zone})",
    rescheduled: "Demo met {name} ({company}) verzet door {by}: {oldWhen} → {when} ({zone})",
    cancelled: "Demo met {name} ({company}) geannuleerd door {by}: {when} ({zone})",
    byVisitor: "de bezoeker",
    byOperator: "een beheerder",
    reference: "Referentie: {id}",
    host: "Gegeven door: {host}",
  },
);
