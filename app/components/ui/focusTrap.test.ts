import { describe, expect, it } from "vitest";
import { wrappedFocusIndex } from "./focusTrap";

describe("wrappedFocusIndex", () => {
  it("wraps Tab from the last element to the first", () => {
    expect(wrappedFocusIndex(4, 3, false)).toBe(0);
  });
  it("wraps Shift+Tab from the first element to the last", () => {
    expect(wrappedFocusIndex(4, 0, true)).toBe(3);
  });
  it("leaves moves in the middle to the browser", () => {
    expect(wrappedFocusIndex(4, 1, false)).toBeNull();
    expect(wrappedFocusIndex(4, 2, true)).toBeNull();
  });
  it("pulls focus that escaped the trap back in", () => {
    expect(wrappedFocusIndex(4, -1, false)).toBe(0);
    expect(wrappedFocusIndex(4, -1, true)).toBe(3);
  });
  it("has nowhere to go without focusable elements", () => {
    expect(wrappedFocusIndex(0, -1, false)).toBeNull();
  });
});
