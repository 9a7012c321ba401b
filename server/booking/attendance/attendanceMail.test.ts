import { describe, expect, it } from "vitest";
import { testMailSettings } from "../../../tests/support/mailSettings";
import { aStoredMessage } from "../../../tests/support/storedMessage";
import type { StoredBooking } from "../store/bookings";
import { attendanceNotice, attendanceRequestMail, noShowMail } from "./attendanceMail";
import { buttonsIn } from "../../../tests/support/mailHtml";

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
const message = aStoredMessage({ id: "m1", fields: { company: "Zuivel BV" } });
const demo = { booking, message };
const links = {
  held: "https://auditready.example/api/booking/attendance/held?b=b1&s=x",
  no_show: "https://auditready.example/api/booking/attendance/no-show?b=b1&s=y",
};

describe("the attendance mails", () => {
  it("ask the team in its language and zone, with both links, replying to the visitor", () => {
    const dutchTeam = { ...testMailSettings, inboxLang: "nl" as const };
    const mail = attendanceRequestMail(demo, dutchTeam, "Europe/Amsterdam", links);
    expect(mail.to).toBe(testMailSettings.to);
    expect(mail.replyTo).toEqual({ name: "Anna de Vries", address: "anna@example.nl" });
    expect(mail.subject).toBe("Heeft de demo met Anna de Vries plaatsgevonden?");
    expect(mail.text).toContain("woensdag 3 maart 2027 om 10:30 (Midden-Europese tijd)");
    expect(mail.text).toContain(`Ja, hij heeft plaatsgevonden:\n${links.held}`);
    expect(mail.text).toContain(`Nee, de bezoeker was er niet:\n${links.no_show}`);
    expect(buttonsIn(mail.html)).toEqual([
      { label: "Ja, hij heeft plaatsgevonden", href: links.held },
      { label: "Nee, de bezoeker was er niet", href: links.no_show },
    ]);
  });

  it("invite a no-show to choose a new time in the visitor's language and zone", () => {
    const mail = noShowMail(demo, testMailSettings, "https://auditready.example/r?b=b1");
    expect(mail.to).toEqual({ name: "Anna de Vries", address: "anna@example.nl" });
    expect(mail.subject).toBe("We missed you at your AuditReady demo");
    expect(mail.text).toContain("Wednesday, 3 March 2027 at 04:30 (Eastern Time)");
    expect(mail.text).toContain("Choose a new time:\nhttps://auditready.example/r?b=b1");
    expect(buttonsIn(mail.html)).toEqual([
      { label: "Choose a new time", href: "https://auditready.example/r?b=b1" },
    ]);
  });

  it("tell the chat channels the answer in the team's language", () => {
    const notice = attendanceNotice(demo, "no_show", "en", "Europe/Amsterdam");
    expect(notice.title).toBe(
      "No-show: Anna de Vries (Zuivel BV) did not attend the demo of Wednesday, 3 March 2027 at 10:30 (Central European Time); one mail invites the visitor to choose a new time",
    );
    expect(attendanceNotice(demo, "held", "nl", "Europe/Amsterdam").title).toBe(
      "Demo gehouden met Anna de Vries (Zuivel BV): woensdag 3 maart 2027 om 10:30 (Midden-Europese tijd)",
    );
  });
});
