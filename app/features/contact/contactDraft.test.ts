import { describe, expect, it } from "vitest";
import { safeStorage } from "../../browser/safeStorage";
import {
  clearDraft,
  draftStorageKey,
  emptyValues,
  keyForSend,
  loadDraft,
  saveDraft,
} from "./contactDraft";
import { noQualification } from "../../../common/contact/qualification";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const values = { ...emptyValues, firstName: "Ada", message: "Half a thought" };
const answers = noQualification;

describe("contact draft", () => {
  it("round-trips what was typed, the two answers and the pending send", () => {
    const storage = memoryStorage();
    const given = { standards: ["brcgs", "iso22000"] as const, nextAudit: "2027-03" };
    saveDraft(storage, { values, answers: given, pending: { key: "k1", fingerprint: "f" } });
    expect(draftStorageKey).toBe("auditready_contact_draft");
    expect(loadDraft(storage)).toEqual({
      values,
      answers: given,
      pending: { key: "k1", fingerprint: "f" },
    });
  });

  it("keeps a draft of the answers alone", () => {
    const storage = memoryStorage();
    const given = { standards: [], nextAudit: "not-planned" };
    saveDraft(storage, { values: emptyValues, answers: given, pending: null });
    expect(loadDraft(storage)?.answers).toEqual(given);
  });

  it("removes the entry when the form is empty again, and on clear", () => {
    const storage = memoryStorage();
    saveDraft(storage, { values, answers, pending: null });
    saveDraft(storage, { values: emptyValues, answers, pending: null });
    expect(storage.items.size).toBe(0);
    saveDraft(storage, { values, answers, pending: null });
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it("ignores unreadable or foreign content", () => {
    const storage = memoryStorage();
    storage.setItem(draftStorageKey, "{not json");
    expect(loadDraft(storage)).toBeNull();
    storage.setItem(
      draftStorageKey,
      JSON.stringify({
        values: { firstName: 42, email: "a@b.nl" },
        answers: { standards: ["brcgs", "haccp"], nextAudit: "<b>" },
        x: 1,
      }),
    );
    expect(loadDraft(storage)).toEqual({
      values: { ...emptyValues, email: "a@b.nl" },
      answers: { standards: ["brcgs"], nextAudit: null },
      pending: null,
    });
  });

  it("keeps working when storage throws (disabled or full)", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    const storage = safeStorage(() => broken);
    expect(loadDraft(storage)).toBeNull();
    expect(() => saveDraft(storage, { values, answers, pending: null })).not.toThrow();
    expect(() => clearDraft(storage)).not.toThrow();
    expect(loadDraft(safeStorage(() => undefined))).toBeNull();
  });
});

describe("idempotency key", () => {
  const form = {
    ...emptyValues,
    firstName: "Ada",
    lastName: "B",
    email: "a@b.nl",
    company: "C",
    message: "M",
  };
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it("is kept for a retry of the same values and renewed for changed values or answers", () => {
    const first = keyForSend(null, form, answers, newKey);
    expect(keyForSend(first, form, answers, newKey)).toBe(first);
    const edited = keyForSend(first, { ...form, message: "M2" }, answers, newKey);
    expect(edited.key).not.toBe(first.key);
    const answered = { standards: ["ifs"] as const, nextAudit: null };
    expect(keyForSend(edited, { ...form, message: "M2" }, answered, newKey).key).not.toBe(
      edited.key,
    );
  });
});
