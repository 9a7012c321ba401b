import { describe, expect, it } from "vitest";
import { renderBookingPage, type BookingPageContent } from "./bookingPage";
import type { SlotsByDay } from "./slotDays";

const at = (iso: string) => Date.parse(iso);
const slot = (iso: string, time: string) => ({ start: at(iso), end: at(iso) + 1_800_000, time });

// New York in winter: 03:00 is night, 10:00 and 14:00 are in the day.
const slots: SlotsByDay = {
  zone: "America/New_York",
  teamZone: null,
  days: [
    { date: "2027-01-14", slots: [slot("2027-01-14T08:00:00Z", "03:00")] },
    {
      date: "2027-01-15",
      slots: [slot("2027-01-15T15:00:00Z", "10:00"), slot("2027-01-15T19:00:00Z", "14:00")],
    },
    { date: "2027-01-16", slots: [slot("2027-01-16T15:00:00Z", "10:00")] },
  ],
};

const site = {
  lang: "en" as const,
  email: "sales@auditready.example",
  productName: "AuditReady",
  action: "/api/booking",
  home: "/",
};

const page = (withNight: boolean, shown: SlotsByDay = slots) => {
  const content: BookingPageContent = {
    kind: "pick",
    slots: shown,
    token: "tok",
    refusal: null,
    withNight,
  };
  return renderBookingPage(content, site);
};
const radios = (html: string) =>
  [...html.matchAll(/type="radio" name="start" value="(\d+)"/g)].map((m) => Number(m[1]));

describe("the slot page's times", () => {
  it("lists the visitor's daytime only, with a link to the night's times", () => {
    const html = page(false);
    expect(radios(html)).toEqual([
      at("2027-01-15T15:00:00Z"),
      at("2027-01-15T19:00:00Z"),
      at("2027-01-16T15:00:00Z"),
    ]);
    expect(html).toContain("Times before 07:00 and from 21:00 your time are not shown.");
    expect(html).toMatch(
      /<a class="night" href="\/api\/booking\?t=tok&amp;zone=America%2FNew_York&amp;lang=en&amp;night=1">Show early and late times<\/a>/,
    );
  });

  it("lists every time when asked, and its forms keep them shown", () => {
    const html = page(true);
    expect(radios(html)).toContain(at("2027-01-14T08:00:00Z"));
    expect(html).toContain('<input type="hidden" name="night" value="1">');
    expect(html).toContain(">Hide early and late times</a>");
  });

  it("books the next free daytime with one button of its own", () => {
    expect(page(false)).toContain(
      `<input type="hidden" name="start" value="${at("2027-01-15T15:00:00Z")}"><button type="submit">Book the next free time: Friday 15 January, 10:00</button>`,
    );
  });

  it("puts the soonest daytimes first, each one button, and says why, when the audit is close", () => {
    const html = page(false, { ...slots, soonestFirst: true });
    const soonest = html.slice(
      html.indexOf('<section class="soonest"'),
      html.indexOf("</section>"),
    );
    expect(soonest).toContain("Your audit is close, so our soonest times come first.");
    expect(
      [...soonest.matchAll(/<button type="submit">([^<]*)<\/button>/g)].map((m) => m[1]),
    ).toEqual([
      "Book Friday 15 January, 10:00",
      "Book Friday 15 January, 14:00",
      "Book Saturday 16 January, 10:00",
    ]);
    expect(html.indexOf('<section class="soonest"')).toBeLessThan(html.indexOf("<details"));
    expect(html).not.toContain("Book the next free time");
    expect(page(false)).not.toContain('<section class="soonest"');
  });

  it("shows each day as a disclosure named by its count, the first open", () => {
    const html = page(false);
    expect(html).toContain(
      "<details open><summary><span>Friday 15 January</span> <small>2 free times</small></summary>",
    );
    expect(html).toContain(
      "<details><summary><span>Saturday 16 January</span> <small>1 free time</small></summary>",
    );
  });
});
