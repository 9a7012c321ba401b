import { contentFile, text } from "../../../common/content/contentSchema";

/** What bookingMail.ts fills in every text of a visitor's mail about a change. */
const change = ["product", "name", "company", "email", "when", "zone", "reference"];
/** A moved demo's texts also name the time it had. */
const move = [...change, "oldWhen"];
/** The calendar event names the demo, not its time (the event carries that). */
const event = ["product", "name", "company", "reference"];

/** The visitor's mails about each change of their demo, and the calendar event they carry. */
export const bookingChangeMailContent = contentFile(
  "mails/bookingChange.json",
  {
    eventSummary: text({ placeholders: event }),
    eventDescription: text({ placeholders: event, long: true }),
    createdSubject: text({ placeholders: change }),
    createdBody: text({ placeholders: change, long: true }),
    createdWithHostBody: text({ placeholders: [...change, "host"], long: true }),
    rescheduledSubject: text({ placeholders: move }),
    rescheduledBody: text({ placeholders: move, long: true }),
    rescheduledWithHostBody: text({ placeholders: [...move, "host"], long: true }),
    cancelledSubject: text({ placeholders: change }),
    cancelledBody: text({ placeholders: change, long: true }),
    cancelledByTeamBody: text({ placeholders: change, long: true }),
    signature: text({ placeholders: change, long: true }),
  },
  { label: "Mail: demo booked, moved or cancelled" },
);
