import { describe, expect, it } from "vitest";
import type { ChangedBooking } from "./store/bookings";
import { aStoredMessage } from "../../tests/support/storedMessage";
import { slackBody } from "../delivery/leads/slackSummary";
import { bookingNotice, bookingWebhookBody, bookingWebhookIdOf } from "./bookingNotices";

const slot = { start: Date.UTC(2027, 2, 1, 9, 30), end: Date.UTC(2027, 2, 1, 10, 0) };
const cancelled: ChangedBooking = {
  message: aStoredMessage({ fields: { firstName: "<!channel>", lastName: "X" } }),
  booking: {
    id: "b-1",
    messageId: "m-1",
    calendar: "c",
    host: "c",
    ...slot,
    visitorZone: "America/New_York",
    status: "cancelled",
    sequence: 1,
    createdAt: 0,
  },
  change: {
    id: 7,
    bookingId: "b-1",
    kind: "cancelled",
    old: slot,
    new: null,
    by: "operator",
    sequence: 1,
    reason: null,
    oldHost: null,
    at: Date.UTC(2027, 1, 20),
  },
};

describe("a booking change's webhook and Slack line", () => {
  it("carry the booking, its message, the old and new slot in UTC with the team's zone, and who changed it", () => {
    expect(bookingWebhookIdOf(cancelled)).toBe("bkg_b-1_1");
    expect(JSON.parse(bookingWebhookBody(cancelled, "Europe/Amsterdam"))).toEqual({
      type: "booking.cancelled",
      timestamp: "2027-02-20T00:00:00.000Z",
      data: {
        bookingId: "b-1",
        messageId: "m-1",
        old: { start: "2027-03-01T09:30:00.000Z", end: "2027-03-01T10:00:00.000Z" },
        new: null,
        timeZone: "Europe/Amsterdam",
        visitorTimeZone: "America/New_York",
        host: "c",
        changedBy: "operator",
        sequence: 1,
        reason: null,
      },
    });
  });

  it("words the Slack line in the inbox language, the time in the team's zone, visitor text inert", () => {
    const { text } = JSON.parse(slackBody(bookingNotice(cancelled, "nl", "Europe/Amsterdam"))) as {
      text: string;
    };
    expect(text).toBe(
      "Demo met &lt;!channel&gt; X (Kaas B.V.) geannuleerd door een beheerder: 1 mrt 2027, 10:30 (Europe/Amsterdam)\nReferentie: m-1",
    );
  });

  it("says spam in the webhook's reason and the Slack line when the operator removed the booking as spam", () => {
    const spam = { ...cancelled, change: { ...cancelled.change, reason: "spam" as const } };
    const body = JSON.parse(bookingWebhookBody(spam, "Europe/Amsterdam")) as {
      type: string;
      data: { reason: string };
    };
    expect([body.type, body.data.reason]).toEqual(["booking.cancelled", "spam"]);
    const { title } = bookingNotice(spam, "en", "Europe/Amsterdam");
    expect(title).toMatch(
      /^Demo with <!channel> X \(Kaas B\.V\.\) removed as spam by an operator: /,
    );
  });

  it("names a team's host in the chat notice, in the inbox language", () => {
    const withHost = { ...cancelled, booking: { ...cancelled.booking, host: "Anna de Vries" } };
    const lines = (lang: "en" | "nl") => bookingNotice(withHost, lang, "Europe/Amsterdam").lines;
    expect(lines("en")[0]).toBe("Host: Anna de Vries");
    expect(lines("nl")[0]).toBe("Gegeven door: Anna de Vries");
  });
});
