import { describe, expect, it } from "vitest";
import { createConsentStore } from "./consentStore";
import { safeStorage } from "../../browser/safeStorage";
import { memoryStorage } from "../../browser/testStorage";

const key = "auditready_cookie_consent";
const day = 24 * 60 * 60 * 1000;

function setup(initial: Record<string, string> = {}) {
  const memory = memoryStorage(initial);
  const clock = { now: Date.UTC(2026, 0, 10) };
  const store = createConsentStore({
    storage: safeStorage(() => memory.storage),
    key,
    revision: 1,
    maxAgeDays: 182,
    now: () => clock.now,
  });
  const stored = () => {
    const raw = memory.values.get(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as Record<string, unknown>);
  };
  return { store, memory, clock, stored };
}

describe("consent store", () => {
  it("starts not ready, and without a stored value loads as no choice with essential only", () => {
    const { store } = setup();
    // Hydration reads the unread state: the very state the prerendered page was made from.
    expect(store.getState()).toBe(store.getUnreadState());
    expect(store.getState()).toEqual({ ready: false, choice: null });
    expect(store.load()).toEqual({ ready: true, choice: null });
    expect(store.getUnreadState()).toEqual({ ready: false, choice: null });
    expect(store.hasConsent("essential")).toBe(true);
    expect(store.hasConsent("analytics")).toBe(false);
  });

  it("loads a stored choice", () => {
    const record = {
      essential: true,
      analytics: true,
      marketing: false,
      preferences: false,
      timestamp: Date.UTC(2026, 0, 9),
      revision: 1,
    };
    const { store } = setup({ [key]: JSON.stringify(record) });
    expect(store.load().choice).toEqual(record);
    expect(store.hasConsent("analytics")).toBe(true);
    expect(store.hasConsent("marketing")).toBe(false);
  });

  it("ignores a corrupt value and replaces it only when the visitor chooses", () => {
    const { store, memory, stored } = setup({ [key]: "{oops" });
    expect(store.load().choice).toBeNull();
    expect(memory.values.get(key)).toBe("{oops");
    store.rejectNonEssential();
    expect(stored()).toMatchObject({ essential: true, analytics: false, marketing: false });
  });

  it("accept all, reject and a single category write the record with a fresh timestamp", () => {
    const { store, clock, stored } = setup();
    store.acceptAll();
    expect(stored()).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      preferences: true,
      timestamp: clock.now,
      revision: 1,
    });
    clock.now += 5000;
    store.setCategory("marketing", false);
    expect(stored()).toMatchObject({ analytics: true, marketing: false, preferences: true });
    expect(stored()?.timestamp).toBe(clock.now);
    clock.now += 5000;
    store.rejectNonEssential();
    expect(stored()).toMatchObject({ analytics: false, marketing: false, preferences: false });
    expect(stored()?.timestamp).toBe(clock.now);
  });

  it("a single switch without an earlier choice grants only that category", () => {
    const { store, stored } = setup();
    store.setCategory("preferences", true);
    expect(stored()).toMatchObject({ analytics: false, marketing: false, preferences: true });
  });

  it("tells subscribers about every change", () => {
    const { store } = setup();
    const seen: (boolean | undefined)[] = [];
    store.subscribe((state) => seen.push(state.choice?.analytics));
    store.acceptAll();
    store.setCategory("analytics", false);
    store.reset();
    expect(seen).toEqual([true, false, undefined]);
  });

  it("reset clears the record so the banner shows again", () => {
    const { store, memory } = setup();
    store.acceptAll();
    store.reset();
    expect(memory.values.has(key)).toBe(false);
    expect(store.getState()).toEqual({ ready: true, choice: null });
    expect(store.hasConsent("analytics")).toBe(false);
  });

  it("reload takes over a change another tab stored", () => {
    const { store, memory, clock } = setup();
    store.load();
    const other = { essential: true, analytics: false, marketing: true, preferences: false };
    memory.values.set(key, JSON.stringify({ ...other, timestamp: clock.now, revision: 1 }));
    store.reload();
    expect(store.hasConsent("marketing")).toBe(true);
    memory.values.delete(key);
    store.reload();
    expect(store.getState().choice).toBeNull();
  });

  it("counts a choice older than the age limit as no choice", () => {
    const { store, clock, memory } = setup();
    store.acceptAll();
    const saved = memory.values.get(key) ?? "";
    clock.now += 183 * day;
    const later = setup({ [key]: saved });
    later.clock.now = clock.now;
    expect(later.store.load().choice).toBeNull();
  });

  it("keeps working in memory when storage throws", () => {
    const { store, memory } = setup();
    memory.state.failing = true;
    expect(store.load().choice).toBeNull();
    store.acceptAll();
    expect(store.hasConsent("analytics")).toBe(true);
    store.setCategory("analytics", false);
    expect(store.hasConsent("analytics")).toBe(false);
    expect(store.hasConsent("marketing")).toBe(true);
    store.reset();
    expect(store.getState().choice).toBeNull();
  });

  it("keeps the choice for the page when storage fails only on writing", () => {
    const { store, memory } = setup();
    store.load();
    memory.storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    store.acceptAll();
    expect(store.hasConsent("preferences")).toBe(true);
    store.reload();
    expect(store.hasConsent("preferences")).toBe(true);
  });
});
