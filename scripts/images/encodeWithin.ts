/**
 * Encodes at `quality`, stepping the quality down until the file fits `maxBytes` (when given).
 * The Dutch mock-ups carry longer words than the English ones, and must not cost a visitor more.
 */
export async function encodeWithin(
  encode: (quality: number) => Promise<Buffer>,
  quality: number,
  maxBytes?: number,
): Promise<Buffer> {
  const minQuality = quality - 20;
  for (let q = quality; ; q -= 2) {
    const file = await encode(q);
    if (maxBytes === undefined || file.length <= maxBytes) return file;
    if (q - 2 < minQuality) {
      throw new Error(
        `Still ${file.length} bytes at quality ${q}, over the budget of ${maxBytes}: shorten the texts`,
      );
    }
  }
}
