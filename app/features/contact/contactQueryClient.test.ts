import { describe, expect, it } from "vitest";
import { createContactQueryClient, retryDelay } from "./contactQueryClient";

describe("contact query client", () => {
  it("uses the spec's cache defaults, never retries the submit and never parks it while offline", () => {
    const defaults = createContactQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(3);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.mutations?.networkMode).toBe("always");
  });

  it("waits 1 s, doubling, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
