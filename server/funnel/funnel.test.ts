import { describe, expect, it } from "vitest";
import type { FunnelBooking, FunnelFacts } from "./funnelFacts";
import { funnelFigures, funnelReport, isoWeek, median, sourceLabel } from "./funnel";

const hour = 60 * 60 * 1000;
const now = Date.UTC(2027, 2, 20, 12);
const monday = Date.UTC(2027, 2, 8);

const booking = (overrides: Partial<FunnelBooking> = {}): FunnelBooking => ({
  createdAt: monday + 2 * hour,
  messageCreatedAt: monday,
  lang: "en",
  source: {},
  standards: [],
  start: monday + 50 * hour,
  end: monday + 51 * hour,
  cancelled: false,
  attendance: null,
  ...overrides,
});

const message = (overrides: Partial<FunnelFacts["messages"][number]> = {}) => ({
  createdAt: monday,
  lang: "en",
  held: false,
  source: {},
  standards: [],
  ...overrides,
});

describe("the funnel's figures", () => {
  it("counts each booking under one outcome, so the outcomes add up to the bookings", () => {
    const figures = funnelFigures(
      {
        visits: [{ day: "2027-03-08", lang: "en", count: 200 }],
        messages: [...Array.from({ length: 4 }, () => message()), message({ held: true })],
        bookings: [
          booking({ cancelled: true, attendance: null }),
          booking({ attendance: "held" }),
          booking({ attendance: "no_show" }),
          booking(),
          booking({ start: now + hour, end: now + 2 * hour }),
        ],
      },
      now,
    );
    expect(figures).toMatchObject({
      visits: 200,
      messages: 4,
      heldForReview: 1,
      bookings: 5,
      cancelled: 1,
      demosHeld: 1,
      noShows: 1,
      notRecorded: 1,
      upcoming: 1,
      rates: {
        visitToMessage: 0.02,
        messageToBooking: 1.25,
        bookingToCancelled: 0.2,
        bookingToDemoHeld: 0.2,
        bookingToNoShow: 0.2,
      },
    });
  });

  it("takes the medians from message to booking, and from booking to demo over kept bookings", () => {
    const figures = funnelFigures(
      {
        visits: [],
        messages: [message()],
        bookings: [
          booking({ createdAt: monday + hour, start: monday + 25 * hour }),
          booking({ createdAt: monday + 3 * hour, start: monday + 27 * hour }),
          booking({ createdAt: monday + 8 * hour, start: monday + 9 * hour, cancelled: true }),
        ],
      },
      now,
    );
    expect(figures.medianMessageToBookingMs).toBe(3 * hour);
    expect(figures.medianBookingToDemoMs).toBe(24 * hour);
  });

  it("gives no rate or median where there is nothing to divide", () => {
    const figures = funnelFigures({ visits: [], messages: [], bookings: [] }, now);
    expect(figures.rates).toEqual({
      visitToMessage: null,
      messageToBooking: null,
      bookingToCancelled: null,
      bookingToDemoHeld: null,
      bookingToNoShow: null,
    });
    expect(figures.medianMessageToBookingMs).toBeNull();
    expect(figures.medianBookingToDemoMs).toBeNull();
  });

  it("takes the mean of the two middle values as the median of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
  });
});

describe("the funnel's groups", () => {
  const facts: FunnelFacts = {
    visits: [
      { day: "2027-03-07", lang: "en", count: 10 },
      { day: "2027-03-08", lang: "nl", count: 30 },
    ],
    messages: [
      message({ createdAt: Date.UTC(2027, 2, 7, 23), source: { utmSource: "newsletter" } }),
      message({ lang: "nl", source: { referrer: "https://www.google.com" } }),
      message({ lang: "nl" }),
    ],
    bookings: [booking({ lang: "nl", source: { referrer: "https://www.google.com" } })],
  };

  it("puts a Sunday in the week before and a Monday in the next ISO week (UTC)", () => {
    expect(isoWeek("2027-03-07")).toBe("2027-W09");
    expect(isoWeek(Date.UTC(2027, 2, 8, 0, 30))).toBe("2027-W10");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    const report = funnelReport(facts, { from: "2027-03-01", to: "2027-03-14", now, by: "week" });
    expect(report.groups.map((g) => [g.key, g.figures.visits, g.figures.messages])).toEqual([
      ["2027-W09", 10, 1],
      ["2027-W10", 30, 2],
    ]);
  });

  it("splits visits and messages by language", () => {
    const report = funnelReport(facts, { from: "2027-03-01", to: "2027-03-14", now, by: "lang" });
    expect(report.groups.map((g) => [g.key, g.figures.visits, g.figures.bookings])).toEqual([
      ["en", 10, 0],
      ["nl", 30, 1],
    ]);
    expect(report.total.visits).toBe(40);
  });

  it("splits by the lead's source and leaves visits unknown there, as they are never joined", () => {
    const report = funnelReport(facts, {
      from: "2027-03-01",
      to: "2027-03-14",
      now,
      by: "source",
    });
    expect(report.groups.map((g) => [g.key, g.figures.visits, g.figures.messages])).toEqual([
      ["(none)", null, 1],
      ["newsletter", null, 1],
      ["www.google.com", null, 1],
    ]);
    expect(report.groups.find((g) => g.key === "www.google.com")?.figures.rates).toMatchObject({
      visitToMessage: null,
      messageToBooking: 1,
    });
    expect(sourceLabel({ utmSource: "linkedin", referrer: "https://x.example" })).toBe("linkedin");
  });
});
