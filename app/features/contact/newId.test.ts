import { webcrypto } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newId } from "./newId";

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newId", () => {
  it("uses crypto.randomUUID where the browser offers it", () => {
    expect(newId({ getRandomValues: (a) => a, randomUUID: () => "1-2-3-4-5" })).toBe("1-2-3-4-5");
  });

  it("builds a fresh UUID v4 without randomUUID (plain-HTTP pages)", () => {
    const getRandomValues = webcrypto.getRandomValues.bind(webcrypto) as Crypto["getRandomValues"];
    const first = newId({ getRandomValues });
    expect(first).toMatch(uuidV4);
    expect(newId({ getRandomValues })).not.toBe(first);
  });
});
