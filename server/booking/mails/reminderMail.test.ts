import { describe, expect, it } from "vitest";
import { testMailSettings } from "../../../tests/support/mailSettings";
import type { StoredBooking } from "../store/bookings";
import { aStoredMessage } from "../../../tests/support/storedMessage";
import { reminderMail } from "./reminderMail";
import { buttonsIn, linksIn, remoteResources, visibleText } from "../../../tests/support/mailHtml";

const start = Date.UTC(2027, 2, 3, 9, 30);
const booking: StoredBooking = {
  id: "b1",
  messageId: "m1",
  calendar: "file",
  host: "file",
  start,
  end: start + 30 * 60_000,
  visitorZone: "America/New_York",
  status: "active",
  sequence: 0,
  createdAt: start - 3 * 24 * 3_600_000,
};
const message = aStoredMessage({ id: "m1", fields: { company: "Zuivel BV", message: "" } });
const settings = testMailSettings;

const links = {
  reschedule: "https://auditready.example/booking/move?t=a&b",
  cancel: "https://auditready.example/booking/cancel?t=c",
};

/** The single calendar's reminder: nobody named, replies to the team inbox. */
const team = { host: null, replyTo: "sales@auditready.example", teamZone: "Europe/Amsterdam" };

describe("the reminder mail", () => {
  it("gives the time in the visitor's zone, named, and the links to move or cancel", () => {
    const mail = reminderMail(booking, message, settings, {
      location: "Room 2, Stationsplein 1, Utrecht",
      links,
      ...team,
    });
    expect(mail.subject).toBe("Reminder: your AuditReady demo on Wednesday, 3 March 2027 at 04:30");
    expect(mail.text).toContain("When: Wednesday, 3 March 2027 at 04:30 (Eastern Time)");
    expect(mail.text).toContain(
      "Our time: Wednesday, 3 March 2027 at 10:30 (Central European Time)",
    );
    expect(mail.text).toContain("How to join: Room 2, Stationsplein 1, Utrecht");
    expect(mail.text).toContain("Move the demo:\nhttps://auditready.example/booking/move?t=a&b");
    expect(mail.text).toContain("Cancel the demo:\nhttps://auditready.example/booking/cancel?t=c");
    expect(buttonsIn(mail.html)).toEqual([{ label: "Move the demo", href: links.reschedule }]);
    expect(linksIn(mail.html)).toContainEqual({
      label: "Cancel the demo",
      href: links.cancel,
      button: false,
    });
    expect(visibleText(mail.html)).toContain("How to join: Room 2, Stationsplein 1, Utrecht");
    expect(remoteResources(mail.html)).toEqual([]);
  });

  it("leaves out how to join when it is not configured, in Dutch too", () => {
    const mail = reminderMail(booking, { ...message, lang: "nl" }, settings, {
      location: "",
      links,
      ...team,
    });
    expect(mail.text).toContain("Demo verzetten:\nhttps://auditready.example/booking/move?t=a&b");
    expect(buttonsIn(mail.html).map((button) => button.label)).toEqual(["Demo verzetten"]);
    expect(visibleText(mail.html)).toContain("Wanneer: woensdag 3 maart 2027 om 04:30");
    expect(mail.text).not.toContain("Zo neemt u deel");
  });

  it("gets a new Message-ID when the demo moves, so the new reminder is not taken for a repeat", () => {
    const moved = reminderMail({ ...booking, start: start + 3_600_000 }, message, settings, {
      location: "",
      links,
      ...team,
    });
    expect(moved.messageId).not.toBe(
      reminderMail(booking, message, settings, { location: "", links, ...team }).messageId,
    );
  });

  it("names a team's host, in the visitor's language, and sends the replies to them", () => {
    const details = {
      location: "",
      links,
      host: "Anna de Vries",
      replyTo: "anna@auditready.example",
      teamZone: "America/New_York",
    };
    const english = reminderMail(booking, message, settings, details);
    expect(english.text).toContain("your demo of AuditReady with Anna de Vries: Wednesday");
    expect(english.replyTo).toBe("anna@auditready.example");
    expect(english.text).toContain("With: Anna de Vries");
    expect(english.text).not.toContain("Our time");
    const dutch = reminderMail(booking, { ...message, lang: "nl" }, settings, details);
    expect(dutch.text).toContain("uw demo van AuditReady met Anna de Vries: woensdag");
  });
});
