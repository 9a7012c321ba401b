// `npm run images:icons`: the PNG icons and favicon.ico, made from our logo mark in
// public/favicon.svg.
// The output is committed; the build only copies it.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { iconFiles } from "../app/routing/siteIcons";
import { icoFile } from "./icoFile";

const publicDir = path.resolve(import.meta.dirname, "../public");
const mark = readFileSync(path.join(publicDir, iconFiles.svg));

/** The mark rendered sharply at `size` px (the SVG is drawn on a 28 px grid). */
const markAt = (size: number) => sharp(mark, { density: (72 * size) / 28 }).resize(size, size);

/** The mark at `size` px, centred on a square canvas; home-screen icons get an opaque white tile. */
async function icon(file: string, canvas: number, markSize: number, opaque: boolean) {
  const rendered = await markAt(markSize).png().toBuffer();
  await sharp({
    create: {
      width: canvas,
      height: canvas,
      channels: 4,
      background: opaque ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: rendered, gravity: "centre" }])
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toFile(path.join(publicDir, file));
  console.log(`${file}: ${canvas}×${canvas}`);
}

await icon(iconFiles.png32, 32, 32, false);
// iOS fills transparency with black and rounds the corners itself: an opaque tile with margin.
await icon(iconFiles.appleTouch, 180, 140, true);
await icon(iconFiles.png512, 512, 400, true);

const icoSizes = [16, 32, 48];
const ico = icoFile(
  await Promise.all(
    icoSizes.map(async (size) => ({
      size,
      data: await markAt(size)
        .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
        .toBuffer(),
    })),
  ),
);
writeFileSync(path.join(publicDir, iconFiles.ico), ico);
console.log(`${iconFiles.ico}: ${icoSizes.join(", ")} px`);
