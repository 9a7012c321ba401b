import { describe, expect, it } from "vitest";
import { safeStorage } from "./safeStorage";
import { memoryStorage } from "./testStorage";

describe("safeStorage", () => {
  it("passes through to working storage", () => {
    const memory = memoryStorage();
    const storage = safeStorage(() => memory.storage);
    storage.setItem("k", "v");
    expect(memory.values.get("k")).toBe("v");
    expect(storage.getItem("k")).toBe("v");
    storage.removeItem("k");
    expect(storage.getItem("k")).toBeNull();
  });

  it("falls back to memory when opening storage throws (disabled storage)", () => {
    const storage = safeStorage(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(storage.getItem("k")).toBeNull();
    storage.setItem("k", "v");
    expect(storage.getItem("k")).toBe("v");
    storage.removeItem("k");
    expect(storage.getItem("k")).toBeNull();
  });

  it("falls back to memory when there is no storage at all (prerendering)", () => {
    const storage = safeStorage(() => undefined);
    storage.setItem("k", "v");
    expect(storage.getItem("k")).toBe("v");
  });
});
