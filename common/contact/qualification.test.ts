import { describe, expect, it } from "vitest";
import { languageRow, languages } from "../i18n/lang";
import {
  auditIsSoon,
  auditMonths,
  checkQualification,
  noQualification,
  qualificationFingerprint,
  qualificationFromJson,
  qualificationToJson,
  weeksUntilAudit,
} from "./qualification";
import { auditSoonMark, monthName, nextAuditName, qualificationRows } from "./qualificationWords";

// Friday 20 November 2026, noon UTC.
const now = Date.UTC(2026, 10, 20, 12);

describe("the two optional questions as the endpoint checks them", () => {
  it("accepts a message that answers neither, as before", () => {
    expect(checkQualification({}, now)).toEqual({ ok: true, value: noQualification });
    expect(checkQualification({ standards: [], nextAudit: "" }, now)).toEqual({
      ok: true,
      value: noQualification,
    });
  });

  it("keeps the named standards once each, in the form's order, from a list or a single value", () => {
    expect(checkQualification({ standards: ["ifs", "brcgs", "ifs"] }, now)).toEqual({
      ok: true,
      value: { standards: ["brcgs", "ifs"], nextAudit: null },
    });
    expect(checkQualification({ standards: "other" }, now)).toMatchObject({
      value: { standards: ["other"] },
    });
  });

  it("accepts the months the form offers and 'not planned'", () => {
    for (const month of auditMonths("2026-11-20")) {
      expect(checkQualification({ nextAudit: month }, now)).toMatchObject({ ok: true });
    }
    expect(checkQualification({ nextAudit: "not-planned" }, now)).toMatchObject({
      value: { nextAudit: "not-planned" },
    });
  });

  it("refuses what the form never offers, naming each field", () => {
    expect(
      checkQualification({ standards: ["brcgs", "haccp"], nextAudit: "2026-13" }, now),
    ).toEqual({
      ok: false,
      errors: { standards: "standardsInvalid", nextAudit: "nextAuditInvalid" },
    });
    for (const nextAudit of ["2026-09", "2029-01", "March", 202703, ["2027-03"]]) {
      expect(checkQualification({ nextAudit }, now)).toEqual({
        ok: false,
        errors: { nextAudit: "nextAuditInvalid" },
      });
    }
    expect(checkQualification({ standards: { brcgs: true } }, now)).toMatchObject({ ok: false });
  });

  it("offers this month and the seventeen after it, across the year's end", () => {
    const months = auditMonths("2026-11-20");
    expect(months).toHaveLength(18);
    expect(months.slice(0, 3)).toEqual(["2026-11", "2026-12", "2027-01"]);
    expect(months.at(-1)).toBe("2028-04");
  });
});

describe("when the audit is close", () => {
  const audit = (nextAudit: string | null) => ({ standards: [], nextAudit });

  it("counts whole weeks to the first day of the audit's month, 0 once it has begun", () => {
    expect(weeksUntilAudit(audit("2026-11"), now)).toBe(0);
    expect(weeksUntilAudit(audit("2026-10"), now)).toBe(0);
    expect(weeksUntilAudit(audit("2026-12"), now)).toBe(2);
    expect(weeksUntilAudit(audit("2027-01"), now)).toBe(6);
    expect(weeksUntilAudit(audit("not-planned"), now)).toBeNull();
    expect(weeksUntilAudit(audit(null), now)).toBeNull();
  });

  it("is soon within the configured weeks, never when unplanned", () => {
    expect(auditIsSoon(audit("2027-01"), now, 6)).toBe(true);
    expect(auditIsSoon(audit("2027-02"), now, 6)).toBe(false);
    expect(auditIsSoon(audit("2027-01"), now, 4)).toBe(false);
    expect(auditIsSoon(audit("not-planned"), now, 60)).toBe(false);
  });

  it("marks it for the team with its weeks and standards", () => {
    const q = { standards: ["brcgs", "ifs"] as const, nextAudit: "2026-12" };
    expect(auditSoonMark(q, now, 6, "en")).toBe("audit in 2 weeks, BRCGS, IFS");
    expect(auditSoonMark(q, now, 6, "nl")).toBe("audit over 2 weken, BRCGS, IFS");
    expect(auditSoonMark({ ...q, nextAudit: "2026-11" }, now, 6, "en")).toBe(
      "audit this month, BRCGS, IFS",
    );
    expect(auditSoonMark({ standards: [], nextAudit: "2026-12" }, now, 6, "en")).toBe(
      "audit in 2 weeks, no standard named",
    );
    expect(auditSoonMark(q, now, 1, "en")).toBeNull();
  });
});

describe("the answers in words", () => {
  it("names every month as Intl would, in both languages", () => {
    for (const lang of languages) {
      for (let month = 1; month <= 12; month += 1) {
        const expected = new Intl.DateTimeFormat(languageRow(lang).locale, {
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }).format(Date.UTC(2027, month - 1, 1));
        expect(monthName(`2027-${String(month).padStart(2, "0")}`, lang)).toBe(expected);
      }
    }
  });

  it("gives the team a row per answer given", () => {
    expect(
      qualificationRows({ standards: ["fssc22000", "other"], nextAudit: "not-planned" }, "en"),
    ).toEqual([
      ["Standards", "FSSC 22000, Another standard"],
      ["Next audit", "Not planned yet"],
    ]);
    expect(qualificationRows(noQualification, "nl")).toEqual([]);
    expect(nextAuditName("2027-03", "nl")).toBe("maart 2027");
  });
});

describe("the stored answers", () => {
  it("round-trip, and nothing is stored when nothing was answered", () => {
    const q = { standards: ["gmpplus"] as const, nextAudit: "2027-03" };
    expect(qualificationFromJson(qualificationToJson(q))).toEqual(q);
    expect(qualificationToJson(noQualification)).toBeNull();
    expect(qualificationFromJson(null)).toEqual(noQualification);
    expect(qualificationFromJson('{"standards":["brcgs","nope"],"nextAudit":7}')).toEqual({
      standards: ["brcgs"],
      nextAudit: null,
    });
  });

  it("leave the fingerprint of a message without them as it always was", () => {
    expect(qualificationFingerprint(noQualification)).toEqual([]);
    expect(qualificationFingerprint({ standards: ["ifs"], nextAudit: null })).toHaveLength(1);
  });
});
