import { describe, expect, it } from "vitest";
import { toggleCard } from "./openCards";

describe("toggleCard", () => {
  it("opens and closes one card without touching the others", () => {
    const one = toggleCard(new Set(), "hub");
    const two = toggleCard(one, "chat");
    expect([...two].sort()).toEqual(["chat", "hub"]);
    expect([...toggleCard(two, "hub")]).toEqual(["chat"]);
  });

  it("returns a new set so React sees the change", () => {
    const start = new Set<string>();
    expect(toggleCard(start, "hub")).not.toBe(start);
    expect(start.size).toBe(0);
  });
});
