import { describe, expect, it } from "vitest";
import { testMailSettings } from "../../tests/support/mailSettings";
import { funnelFigures } from "./funnel";
import { digestMail } from "./weeklyDigestMail";

const hour = 60 * 60 * 1000;
const week = 7 * 24 * hour;
const monday = Date.UTC(2026, 10, 16);
const quietWeek = funnelFigures({ visits: [], messages: [], bookings: [] }, monday);
const busyWeek = funnelFigures(
  {
    visits: [{ day: "2026-11-16", lang: "nl", count: 50 }],
    messages: [{ createdAt: monday, lang: "nl", held: false, source: {}, standards: [] }],
    bookings: [
      {
        createdAt: monday + hour,
        messageCreatedAt: monday,
        lang: "nl",
        source: {},
        standards: [],
        start: monday + 30 * hour,
        end: monday + 31 * hour,
        cancelled: false,
        attendance: "held",
      },
    ],
  },
  monday + week,
);
const aligned = (text: string) => text.split("\n").map((line) => line.replace(/ {2,}/g, " | "));

describe("the weekly digest mail", () => {
  it("is in the inbox language, with the change from the week before in Dutch notation", () => {
    const mail = digestMail(
      {
        before: { monday: monday - week, figures: quietWeek },
        last: { monday, figures: busyWeek },
      },
      { ...testMailSettings, inboxLang: "nl" },
    );
    expect(mail.subject).toBe(
      "Weekoverzicht 2026-W47: 1 berichten, 1 boekingen, 1 demo's gehouden",
    );
    const lines = aligned(mail.text);
    expect(lines).toContain(" | 2026-W46 | 2026-W47 | verschil");
    expect(lines).toContain("bezoeken | 0 | 50 | +50");
    expect(lines).toContain("bezoek → bericht | – | 2% | –");
    expect(lines).toContain("mediaan boeking → demo | – | 29 uur | –");
    expect(mail.html).toContain("<pre");
    expect(mail.messageId).toBe("<digest.weekly.2026-11-16@auditready.example>");
  });

  it("says in one sentence that two quiet weeks recorded nothing, with no table", () => {
    const mail = digestMail(
      {
        before: { monday: monday - week, figures: quietWeek },
        last: { monday, figures: quietWeek },
      },
      testMailSettings,
    );
    expect(mail.text).toContain("recorded no visits, messages or bookings");
    expect(mail.text).not.toContain("visit → message");
    expect(mail.text).toContain("MAIL_WEEKLY_DIGEST=off");
  });

  it("gives a rate's change in percentage points and a median's as a signed time", () => {
    const earlier = { ...busyWeek, rates: { ...busyWeek.rates, visitToMessage: 0.01 } };
    const later = { ...busyWeek, medianBookingToDemoMs: 24 * hour };
    const mail = digestMail(
      { before: { monday: monday - week, figures: earlier }, last: { monday, figures: later } },
      testMailSettings,
    );
    const lines = aligned(mail.text);
    expect(lines).toContain("visit → message | 1% | 2% | +1 pts");
    expect(lines).toContain("median booking → demo | 29 h | 24 h | −5 h");
    expect(lines).toContain("messages | 1 | 1 | ±0");
  });
});
