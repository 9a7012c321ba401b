import { describe, expect, it } from "vitest";
import { inVersionOrder, type Migration } from "./migration";

const step = (version: number): Migration => ({ version, sql: () => `-- ${version}` });

describe("the schema put together from its owners' migrations", () => {
  it("runs every owner's steps in the one global order", () => {
    const versions = inVersionOrder([[step(1), step(3)], [step(2)], [step(4)]]);
    expect(versions.map((m) => m.version)).toEqual([1, 2, 3, 4]);
  });

  it("refuses a version given twice", () => {
    expect(() => inVersionOrder([[step(1), step(2)], [step(2)]])).toThrow(/2 is given twice/);
  });

  it("refuses a gap, which would skip a step on an older database", () => {
    expect(() => inVersionOrder([[step(1)], [step(3)]])).toThrow(/2 is missing/);
  });
});
