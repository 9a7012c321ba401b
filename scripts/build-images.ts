// `npm run images`: captures our HTML/SVG product mock-ups in Chromium and writes the optimised
// AVIF, WebP and JPEG renditions the landing page serves. The output is committed.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import sharp from "sharp";
import {
  heightFor,
  imageUrl,
  productImages,
  type ProductImage,
} from "../app/features/landing/productImages";
import { ensureChromium } from "./ensure-chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(root, "scripts/images");
const outDir = path.join(root, "public");

async function capture(image: ProductImage): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: image.width, height: image.height },
      deviceScaleFactor: 2,
    });
    await page.goto(pathToFileURL(path.join(sourceDir, `${image.name}.html`)).href);
    await page.evaluate(() => document.fonts.ready);
    return await page.locator(".frame").screenshot({ type: "png" });
  } finally {
    await browser.close();
  }
}

async function writeRenditions(image: ProductImage, png: Buffer): Promise<void> {
  mkdirSync(path.join(outDir, "images"), { recursive: true });
  for (const width of image.widths) {
    const resized = sharp(png).resize(width, heightFor(image, width));
    const file = (format: "avif" | "webp" | "jpg") =>
      path.join(outDir, imageUrl(image, width, format));
    await resized.clone().avif({ quality: 55, effort: 6 }).toFile(file("avif"));
    await resized.clone().webp({ quality: 78, effort: 6 }).toFile(file("webp"));
    await resized.clone().jpeg({ quality: 80, mozjpeg: true }).toFile(file("jpg"));
    console.log(`${image.name} ${width}w`);
  }
}

for (const image of Object.values(productImages)) {
  await writeRenditions(image, await capture(image));
}
