import { describe, expect, it } from "vitest";
import { encodeWithin } from "./encodeWithin";

/** A stand-in encoder whose output shrinks by 100 bytes per quality step. */
const encoder = (asked: number[]) => async (quality: number) => {
  asked.push(quality);
  return Buffer.alloc(quality * 100);
};

describe("encodeWithin", () => {
  it("keeps the starting quality without a budget or within it", async () => {
    const asked: number[] = [];
    expect((await encodeWithin(encoder(asked), 80)).length).toBe(8000);
    expect((await encodeWithin(encoder(asked), 80, 8000)).length).toBe(8000);
    expect(asked).toEqual([80, 80]);
  });

  it("steps the quality down until the file fits", async () => {
    const asked: number[] = [];
    expect((await encodeWithin(encoder(asked), 80, 7500)).length).toBe(7400);
    expect(asked).toEqual([80, 78, 76, 74]);
  });

  it("gives up with the sizes rather than ruining the image", async () => {
    await expect(encodeWithin(encoder([]), 80, 100)).rejects.toThrow("over the budget of 100");
  });
});
