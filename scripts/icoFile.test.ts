import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { icoFile } from "./icoFile";

const square = (size: number) =>
  sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: { r: 11, g: 95, b: 89, alpha: 1 },
    },
  })
    .png()
    .toBuffer();

describe("icoFile", () => {
  it("lists each PNG with its size, length and offset, and stores it unchanged", async () => {
    const pngs = [
      { size: 16, data: await square(16) },
      { size: 32, data: await square(32) },
    ];
    const ico = icoFile(pngs);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    let expectedOffset = 6 + 2 * 16;
    pngs.forEach((png, index) => {
      const entry = 6 + index * 16;
      expect(ico.readUInt8(entry)).toBe(png.size);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset).toBe(expectedOffset);
      expect(ico.subarray(offset, offset + length).equals(png.data)).toBe(true);
      expectedOffset += length;
    });
    expect(ico.length).toBe(expectedOffset);
  });

  it("writes 256 px as 0, as the format asks, and refuses larger images", async () => {
    const data = await square(256);
    expect(icoFile([{ size: 256, data }]).readUInt8(6)).toBe(0);
    expect(() => icoFile([{ size: 300, data }])).toThrow("300");
  });
});
