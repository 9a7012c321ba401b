import { describe, expect, it } from "vitest";
import { zoneChoices, zoneForm } from "./zoneForm";

const winter = Date.parse("2027-01-14T12:00:00Z");

describe("the slot page's zone choice", () => {
  it("names each zone once, in words and with its offset, west to east", () => {
    const choices = zoneChoices("Europe/Amsterdam", "Europe/Amsterdam", "en", winter);
    const labels = choices.map((choice) => choice.label);
    expect(labels).toContain("Central European Time (GMT+1)");
    expect(labels).toContain("Eastern Time (GMT-5)");
    expect(new Set(labels).size).toBe(labels.length);
    const offsets = choices.map((choice) => choice.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(labels[0]).toBe("Pacific Time (GMT-8)");
  });

  it("keeps a zone that is not on the list when it is the one shown", () => {
    const choices = zoneChoices("Pacific/Auckland", "Europe/Amsterdam", "nl", winter);
    expect(choices.at(-1)).toMatchObject({ zone: "Pacific/Auckland" });
    expect(choices.at(-1)?.label).toMatch(/Nieuw-Zeelandse tijd \(GMT\+13\)/);
  });

  it("lets the team's Berlin stand for Central European Time instead of Amsterdam", () => {
    const zones = zoneChoices("Europe/Berlin", "Europe/Berlin", "en", winter).map((c) => c.zone);
    expect(zones).toContain("Europe/Berlin");
    expect(zones).not.toContain("Europe/Amsterdam");
  });

  it("is a plain GET form back to the slot page, the shown zone selected", () => {
    const html = zoneForm({
      action: "/api/booking",
      token: "a&b",
      lang: "en",
      shown: "America/Chicago",
      teamZone: "Europe/Amsterdam",
      now: winter,
    });
    expect(html).toContain('<form method="get" action="/api/booking"');
    expect(html).toContain('<input type="hidden" name="t" value="a&amp;b">');
    expect(html).toContain(
      '<option value="America/Chicago" selected>Central Time (GMT-6)</option>',
    );
    expect(html).toContain('<label for="zone">Show the times in</label>');
  });
});
