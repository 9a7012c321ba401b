import { describe, expect, it } from "vitest";
import { createRecord, isGranted, noConsent, parseRecord, serializeRecord } from "./consentRecord";

const rules = { revision: 3, maxAgeDays: 182 };
const now = Date.UTC(2026, 5, 1);
const day = 24 * 60 * 60 * 1000;
const valid = {
  essential: true,
  analytics: true,
  marketing: false,
  preferences: true,
  timestamp: now - day,
  revision: 3,
};
const stored = (value: unknown) => JSON.stringify(value);

describe("parseRecord", () => {
  it("accepts a valid record", () => {
    expect(parseRecord(stored(valid), rules, now)).toEqual(valid);
  });

  it("keeps only the record's own fields", () => {
    expect(parseRecord(stored({ ...valid, extra: "x" }), rules, now)).toEqual(valid);
  });

  it("treats a missing value as no choice", () => {
    expect(parseRecord(null, rules, now)).toBeNull();
  });

  it.each(["", "{", "not json", "undefined", "[true]", "null", "42", '"text"'])(
    "treats %j (not a record) as no choice",
    (raw) => {
      expect(parseRecord(raw, rules, now)).toBeNull();
    },
  );

  it.each([
    ["essential false", { ...valid, essential: false }],
    ["analytics as text", { ...valid, analytics: "true" }],
    ["marketing as number", { ...valid, marketing: 1 }],
    ["preferences null", { ...valid, preferences: null }],
    ["timestamp as text", { ...valid, timestamp: String(valid.timestamp) }],
    ["revision as text", { ...valid, revision: "3" }],
  ])("rejects wrong types: %s", (_name, value) => {
    expect(parseRecord(stored(value), rules, now)).toBeNull();
  });

  it.each(["essential", "analytics", "marketing", "preferences", "timestamp", "revision"])(
    "rejects a record without %s",
    (field) => {
      const value = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));
      expect(parseRecord(stored(value), rules, now)).toBeNull();
    },
  );

  it("rejects a record made under another revision", () => {
    expect(parseRecord(stored({ ...valid, revision: 2 }), rules, now)).toBeNull();
    expect(parseRecord(stored({ ...valid, revision: 4 }), rules, now)).toBeNull();
  });

  it("accepts a record up to the age limit and rejects an older one", () => {
    const atLimit = { ...valid, timestamp: now - 182 * day };
    const expired = { ...valid, timestamp: now - 182 * day - 1 };
    expect(parseRecord(stored(atLimit), rules, now)).toEqual(atLimit);
    expect(parseRecord(stored(expired), rules, now)).toBeNull();
  });

  it("rejects a timestamp from the future, which would never expire", () => {
    expect(parseRecord(stored({ ...valid, timestamp: now + day }), rules, now)).toBeNull();
  });
});

describe("records", () => {
  it("defaults to essential only", () => {
    expect(noConsent).toEqual({ analytics: false, marketing: false, preferences: false });
    expect(isGranted(null, "essential")).toBe(true);
    expect(isGranted(null, "analytics")).toBe(false);
    expect(isGranted(null, "marketing")).toBe(false);
    expect(isGranted(null, "preferences")).toBe(false);
  });

  it("round-trips through storage text with essential always true", () => {
    const record = createRecord(
      { analytics: false, marketing: true, preferences: false },
      rules,
      now,
    );
    expect(record).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
      preferences: false,
      timestamp: now,
      revision: 3,
    });
    expect(parseRecord(serializeRecord(record), rules, now)).toEqual(record);
  });
});
