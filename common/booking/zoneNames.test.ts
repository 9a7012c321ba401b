import { describe, expect, it } from "vitest";
import { dayLabel, whenIn, zoneName, zoneOffset } from "./zoneNames";

const winter = Date.parse("2027-01-14T12:00:00Z");
const summer = Date.parse("2027-07-14T12:00:00Z");

describe("zones named in words", () => {
  it("names Amsterdam's zone the same all year, in each language", () => {
    for (const at of [winter, summer]) {
      expect(zoneName("Europe/Amsterdam", "en", at)).toBe("Central European Time");
      expect(zoneName("Europe/Amsterdam", "nl", at)).toBe("Midden-Europese tijd");
    }
    expect(zoneName("America/New_York", "en", winter)).toBe("Eastern Time");
  });

  it("names UTC in words rather than as an offset", () => {
    expect(zoneName("UTC", "en", winter)).toBe("Coordinated Universal Time");
    expect(zoneName("UTC", "nl", winter)).toBe("gecoördineerde wereldtijd");
  });

  it("gives the offset that holds on the day", () => {
    expect(zoneOffset("Europe/Amsterdam", "en", winter)).toBe("GMT+1");
    expect(zoneOffset("Europe/Amsterdam", "en", summer)).toBe("GMT+2");
  });
});

describe("days and booked times", () => {
  it("heads a day with its weekday in the page's language", () => {
    expect(dayLabel("2027-03-28", "en")).toBe("Sunday 28 March");
    expect(dayLabel("2027-03-28", "nl")).toBe("zondag 28 maart");
  });

  it("reads a booked time on the visitor's clock", () => {
    const start = Date.parse("2027-03-29T07:00:00Z");
    expect(whenIn(start, "en", "Europe/Amsterdam")).toBe("Monday, 29 March 2027 at 09:00");
    expect(whenIn(start, "nl", "America/New_York")).toBe("maandag 29 maart 2027 om 03:00");
  });
});
