import { describe, expect, it } from "vitest";
import { viewOfAnswer } from "./pickerView";

const slots = {
  zone: "America/New_York",
  teamZone: "Europe/Amsterdam",
  days: [
    {
      date: "2027-03-29",
      slots: [{ start: 1806310800000, end: 1806312600000, time: "03:00", teamTime: "09:00" }],
    },
  ],
};

describe("the picker's view of an answer", () => {
  it("lists the slots of a listing, and of a taken or never-offered answer with its reason", () => {
    expect(viewOfAnswer({ kind: "slots", slots })).toEqual({ kind: "pick", slots, refusal: null });
    expect(viewOfAnswer({ kind: "taken", slots })).toEqual({
      kind: "pick",
      slots,
      refusal: "taken",
    });
    expect(viewOfAnswer({ kind: "notOffered", slots })).toEqual({
      kind: "pick",
      slots,
      refusal: "notOffered",
    });
  });

  it("confirms a booking, also one made before (a second tab), in the zone it was booked in", () => {
    const booking = {
      id: "b1",
      start: 1806310800000,
      end: 1806312600000,
      visitorZone: "Asia/Tokyo",
    };
    const links = {
      cancel: "/api/booking/cancel?b=b1",
      reschedule: "/api/booking/reschedule?b=b1",
    };
    for (const kind of ["booked", "alreadyBooked"]) {
      expect(viewOfAnswer({ kind, booking, links })).toEqual({
        kind: "booked",
        start: 1806310800000,
        zone: "Asia/Tokyo",
        hostName: null,
        links,
        addToCalendar: null,
      });
    }
  });

  it("offers the demo for the visitor's calendar with the links the server sent, and none without", () => {
    const addToCalendar = {
      google: "https://calendar.google.com/calendar/render?action=TEMPLATE",
      outlook: "https://outlook.live.com/calendar/0/action/compose",
      microsoft365: "https://outlook.office.com/calendar/0/action/compose",
      ics: "/api/booking/ics?b=b1",
    };
    const booking = { start: 1806310800000, visitorZone: "Asia/Tokyo", addToCalendar };
    expect(viewOfAnswer({ kind: "booked", booking })).toMatchObject({ addToCalendar });
    const partial = { ...booking, addToCalendar: { google: addToCalendar.google } };
    expect(viewOfAnswer({ kind: "booked", booking: partial })).toMatchObject({
      addToCalendar: null,
    });
  });

  it("names the team's host who gives the demo, when the answer names one", () => {
    const booking = { start: 1806310800000, visitorZone: "Asia/Tokyo", hostName: "Anna de Vries" };
    expect(viewOfAnswer({ kind: "booked", booking })).toMatchObject({ hostName: "Anna de Vries" });
    const unnamed = { ...booking, hostName: 7 };
    expect(viewOfAnswer({ kind: "booked", booking: unnamed })).toMatchObject({ hostName: null });
  });

  it("confirms a booking without the move and cancel links when the answer lacks them", () => {
    const booking = { start: 1806310800000, visitorZone: "Asia/Tokyo" };
    expect(viewOfAnswer({ kind: "booked", booking, links: { cancel: 1 } })).toMatchObject({
      kind: "booked",
      links: null,
    });
  });

  it("tells a held booking to check the mail, and says why no booking was made", () => {
    const booking = { start: 1806310800000, visitorZone: "Asia/Tokyo", holdUntil: 1806300000000 };
    expect(viewOfAnswer({ kind: "held", booking })).toEqual({
      kind: "held",
      start: 1806310800000,
      zone: "Asia/Tokyo",
      holdUntil: 1806300000000,
    });
    expect(viewOfAnswer({ kind: "held", booking: { start: 1 } })).toEqual({ kind: "unavailable" });
    for (const notice of ["personBooked", "mailCapped"]) {
      expect(viewOfAnswer({ kind: notice })).toEqual({ kind: "notice", notice });
    }
  });

  it("falls back to the 24-hour promise for every other answer", () => {
    for (const body of [
      { kind: "unavailable" },
      { kind: "unknown" },
      {
        kind: "slots",
        slots: { ...slots, days: [{ date: "2027-03-29", slots: [{ start: "soon" }] }] },
      },
      { kind: "booked", booking: { start: 1 } },
      "<!doctype html>",
      null,
    ]) {
      expect(viewOfAnswer(body)).toEqual({ kind: "unavailable" });
    }
  });
});
