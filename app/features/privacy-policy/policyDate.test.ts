import { describe, expect, it } from "vitest";
import lastUpdatedCopy from "@content/pages/privacyPolicyDate.json";
import { formatPolicyDate, localIsoDate, shownPolicyDate } from "./policyDate";

const { en, nl } = lastUpdatedCopy;

describe("privacy policy date", () => {
  it("shows today's date unless a policy date is configured", () => {
    expect(shownPolicyDate({ policyDate: "", buildDate: "2026-01-05" }, "2026-03-01")).toBe(
      "2026-03-01",
    );
    expect(
      shownPolicyDate({ policyDate: "2025-12-24", buildDate: "2026-01-05" }, "2026-03-01"),
    ).toBe("2025-12-24");
  });

  it("falls back to the build date while today is unknown (prerender and hydration)", () => {
    expect(shownPolicyDate({ policyDate: "", buildDate: "2026-01-05" }, null)).toBe("2026-01-05");
    expect(shownPolicyDate({ policyDate: "2025-12-24", buildDate: "2026-01-05" }, null)).toBe(
      "2025-12-24",
    );
  });

  it("writes the date the way each language does", () => {
    expect(formatPolicyDate("2026-03-01", en)).toBe("1 March 2026");
    expect(formatPolicyDate("2026-03-01", nl)).toBe("1 maart 2026");
    expect(formatPolicyDate("2026-12-31", en)).toBe("31 December 2026");
  });

  it("names every month as the language's own calendar does", () => {
    for (const [words, locale] of [
      [en, "en-GB"],
      [nl, "nl-NL"],
    ] as const) {
      for (let month = 1; month <= 12; month++) {
        const iso = `2026-${String(month).padStart(2, "0")}-09`;
        const expected = new Intl.DateTimeFormat(locale, {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }).format(new Date(`${iso}T00:00:00Z`));
        expect(formatPolicyDate(iso, words)).toBe(expected);
      }
    }
  });

  it("rejects a configured date that is not a real YYYY-MM-DD date instead of printing nonsense", () => {
    expect(() => formatPolicyDate("01-03-2026", en)).toThrow(/YYYY-MM-DD/);
    expect(() => formatPolicyDate("2026-13-01", en)).toThrow(/YYYY-MM-DD/);
    expect(() => formatPolicyDate("2026-02-30", nl)).toThrow(/YYYY-MM-DD/);
  });

  it("takes today from the visitor's calendar, not UTC", () => {
    expect(localIsoDate(new Date(2026, 0, 9, 23, 59))).toBe("2026-01-09");
    expect(localIsoDate(new Date(2026, 10, 21, 0, 1))).toBe("2026-11-21");
  });
});
