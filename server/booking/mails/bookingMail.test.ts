import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { testMailSettings } from "../../../tests/support/mailSettings";
import type { BookingChange, ChangedBooking } from "../store/bookings";
import { aStoredMessage } from "../../../tests/support/storedMessage";
import { bookingMail, type BookingMailReader } from "./bookingMail";
import { demoPreparation } from "./demoPreparation";
import type { AddToCalendar } from "../calendarLinks/addToCalendar";
import { buttonsIn, linksIn, remoteResources, visibleText } from "../../../tests/support/mailHtml";

const minute = 60_000;
const first = { start: Date.UTC(2027, 2, 1, 9, 30), end: Date.UTC(2027, 2, 1, 10, 0) };
const moved = { start: Date.UTC(2027, 2, 2, 13, 0), end: Date.UTC(2027, 2, 2, 13, 30) };
const settings = testMailSettings;
const links = {
  cancel: "https://api.example/api/booking/cancel?b=1",
  reschedule: "https://api.example/api/booking/reschedule?b=1",
};

function changed(change: Partial<BookingChange>, lang: "en" | "nl" = "nl"): ChangedBooking {
  const message = aStoredMessage({ lang });
  return {
    message,
    booking: {
      id: "b-1",
      messageId: "m-1",
      calendar: "c",
      host: "c",
      ...moved,
      visitorZone: "Europe/London",
      status: "active",
      sequence: 1,
      createdAt: first.start - 60 * minute,
    },
    change: {
      id: 2,
      bookingId: "b-1",
      kind: "rescheduled",
      old: first,
      new: moved,
      by: "visitor",
      sequence: 1,
      reason: null,
      oldHost: null,
      at: first.start - 30 * minute,
      ...change,
    },
  };
}

/** The visitor in London with the team in London: no second time in the details. */
const visitorWith = (
  readerLinks: typeof links | null,
  calendar: AddToCalendar | null = null,
  teamZone = "Europe/London",
): BookingMailReader => ({ kind: "visitor", links: readerLinks, calendar, teamZone });

const calendarOf = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return [calendar.getFirstPropertyValue("method"), event.uid, event.sequence];
};

describe("the mail of a booking change", () => {
  it("moves the visitor's event: a REQUEST with the same UID and the change's SEQUENCE, the old and new time and both links, in Dutch", () => {
    const mail = bookingMail(changed({}), visitorWith(links), settings);
    expect(mail.subject).toBe("Uw demo van AuditReady is verzet: dinsdag 2 maart 2027 om 13:00");
    expect(mail.text).toContain("stond gepland op maandag 1 maart 2027 om 09:30");
    expect(mail.text).toContain(links.reschedule);
    expect(mail.text).toContain(links.cancel);
    expect(mail.invitation?.method).toBe("REQUEST");
    expect(calendarOf(mail.invitation?.calendar ?? "")).toEqual([
      "REQUEST",
      "b-1@auditready.example",
      1,
    ]);
    expect(mail.messageId).toBe("<m-1.booking-b-1.1.visitor@auditready.example>");
  });

  it("cancels with a CANCEL and no links; the operator's cancel apologises", () => {
    const change = {
      kind: "cancelled",
      new: null,
      old: moved,
      by: "operator",
      sequence: 2,
    } as const;
    const mail = bookingMail(changed(change, "en"), visitorWith(null), settings);
    expect(mail.subject).toBe("Your AuditReady demo is cancelled: Tuesday, 2 March 2027 at 13:00");
    expect(mail.text).toContain("we have had to cancel");
    expect(mail.text).not.toContain("api/booking");
    expect(calendarOf(mail.invitation?.calendar ?? "")).toEqual([
      "CANCEL",
      "b-1@auditready.example",
      2,
    ]);
  });

  it("tells the team in the inbox language and zone who changed what, replying to the visitor", () => {
    const mail = bookingMail(changed({}), { kind: "team", zone: "Europe/Amsterdam" }, settings);
    expect(mail.to).toBe(settings.to);
    expect(mail.replyTo).toEqual({ name: "Anna de Vries", address: "anna@example.nl" });
    expect(mail.subject).toBe(
      "Demo moved: Anna de Vries (Kaas B.V.), Tuesday, 2 March 2027 at 14:00",
    );
    expect(mail.text).toContain(
      "from Monday, 1 March 2027 at 10:30 to Tuesday, 2 March 2027 at 14:00",
    );
    expect(mail.text).toContain("changed by the visitor");
  });

  it("gives the hosts what prepares the demo, in the text and the event, and marks a close audit", () => {
    const booking = changed({ kind: "created", old: null, by: "visitor" });
    // The message came in on 15 January 2026: an audit in February begins in 2 weeks.
    const message = {
      ...booking.message,
      qualification: { standards: ["ifs"] as const, nextAudit: "2026-02" },
    };
    const preparation = demoPreparation(message, "en", 6);
    const reader = { kind: "team", zone: "Europe/Amsterdam", preparation } as const;
    const mail = bookingMail({ ...booking, message }, reader, settings);
    expect(mail.subject).toMatch(/^Demo booked: .* – audit in 2 weeks, IFS$/);
    expect(mail.text).toContain("audit in 2 weeks, IFS\nStandards: IFS\nNext audit: February 2026");
    const description = new ICAL.Component(ICAL.parse(mail.invitation?.calendar ?? ""))
      .getFirstSubcomponent("vevent")
      ?.getFirstPropertyValue("description");
    expect(description).toContain("\nStandards: IFS\nNext audit: February 2026");
    // The visitor's own invitation says nothing of it.
    const visitor = bookingMail({ ...booking, message }, visitorWith(links), settings);
    expect(visitor.text).not.toContain("Standards");
    expect(visitor.invitation?.calendar).not.toContain("Standards");
  });

  it("says how to join (BOOKING_LOCATION) in the text and as the event's LOCATION, when set", () => {
    const location = "https://meet.example.com/auditready-demo";
    const mail = bookingMail(changed({}), visitorWith(links), settings, location);
    expect(mail.text).toContain(`Zo neemt u deel: ${location}`);
    const event = new ICAL.Component(ICAL.parse(mail.invitation?.calendar ?? ""));
    expect(event.getFirstSubcomponent("vevent")?.getFirstPropertyValue("location")).toBe(location);

    const without = bookingMail(changed({}), visitorWith(links), settings);
    expect(without.text).not.toContain("Zo neemt u deel");
    expect(without.invitation?.calendar).not.toContain("LOCATION");
  });

  it("names a team's host to the visitor, in English and in Dutch, and no one for the team's inbox", () => {
    const anna = { organizer: { email: "anna@auditready.example", name: "Anna de Vries" } };
    const created = { kind: "created", old: null, new: moved, sequence: 0 } as const;
    const visitor = visitorWith(links);
    const english = bookingMail(changed(created, "en"), visitor, settings, "", anna);
    expect(english.text).toContain(
      "Your demo with Anna de Vries is planned for Tuesday, 2 March 2027 at 13:00",
    );
    const dutch = bookingMail(changed(created), visitor, settings, "", anna);
    expect(dutch.text).toContain(
      "Uw demo met Anna de Vries staat gepland op dinsdag 2 maart 2027 om 13:00",
    );
    const movedTo = bookingMail(changed({}), visitor, settings, "", anna);
    expect(movedTo.text).toContain("Uw demo van AuditReady met Anna de Vries is verzet naar");

    const inbox = bookingMail(changed(created, "en"), visitor, settings);
    expect(inbox.text).toContain("It is planned for Tuesday");
    expect(inbox.text).not.toContain("demo with");
  });

  it("puts the details, the move and cancel buttons and the calendar links in both parts, in both languages", () => {
    const calendar = {
      google: "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Demo",
      outlook: "https://outlook.live.com/calendar/0/action/compose?subject=Demo",
      microsoft365: "https://outlook.office.com/calendar/0/action/compose?subject=Demo",
      ics: "https://api.example/api/booking/calendar.ics?b=1",
    };
    const location = "https://meet.example.com/anna";
    const anna = { organizer: { email: "anna@auditready.example", name: "Anna de Vries" } };
    const reader = visitorWith(links, calendar, "Europe/Amsterdam");
    const dutch = bookingMail(changed({}), reader, settings, location, anna);
    expect(buttonsIn(dutch.html)).toEqual([{ label: "Demo verzetten", href: links.reschedule }]);
    expect(linksIn(dutch.html)).toContainEqual({
      label: "Demo annuleren",
      href: links.cancel,
      button: false,
    });
    const shown = visibleText(dutch.html);
    expect(shown).toContain("Wanneer: dinsdag 2 maart 2027 om 13:00 (tijd in Verenigd Koninkrijk)");
    expect(shown).toContain("Onze tijd: dinsdag 2 maart 2027 om 14:00 (Midden-Europese tijd)");
    expect(shown).toContain("Met: Anna de Vries");
    expect(shown).toContain(`Zo neemt u deel: ${location}`);
    expect(linksIn(dutch.html).map((link) => [link.label, link.href])).toEqual(
      expect.arrayContaining([
        ["Google Agenda", calendar.google],
        ["Outlook.com", calendar.outlook],
        ["Outlook (Microsoft 365, werk of school)", calendar.microsoft365],
        ["Downloaden (.ics)", calendar.ics],
      ]),
    );
    for (const href of [...Object.values(links), ...Object.values(calendar)]) {
      expect(dutch.text).toContain(href);
    }
    expect(remoteResources(dutch.html)).toEqual([]);
    expect(dutch.html).toContain('<html dir="ltr" lang="nl">');

    const english = bookingMail(changed({}, "en"), reader, settings, location, anna);
    expect(buttonsIn(english.html).map((button) => button.label)).toEqual(["Move the demo"]);
    expect(visibleText(english.html)).toContain("Our time: Tuesday, 2 March 2027 at 14:00");
    expect(english.text).toContain(`Google Calendar: ${calendar.google}`);
    expect(english.text).toContain(`Download (.ics): ${calendar.ics}`);
  });

  it("offers no buttons or calendar links once the demo is cancelled", () => {
    const cancelled = { kind: "cancelled", new: null, old: moved, sequence: 2 } as const;
    const mail = bookingMail(changed(cancelled, "en"), visitorWith(links), settings, "Room 2");
    expect(buttonsIn(mail.html)).toEqual([]);
    expect(mail.text).not.toContain("Room 2");
    expect(visibleText(mail.html)).toContain("When: Tuesday, 2 March 2027 at 13:00");
  });
});
