// `npm run images`: captures our HTML/SVG product mock-ups in Chromium, once per language, and
// writes the optimised AVIF, WebP and JPEG renditions the landing page serves, and records what
// they show (scripts/images/captured.json, which the build compares with the configuration and
// content/images/).
// The output is committed.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "playwright-core";
import sharp, { type Sharp } from "sharp";
import { defaultLang, isLang, languages, type Lang } from "../common/i18n/lang";
import { siteConfig } from "../common/siteConfig";
import {
  heightFor,
  imageFormats,
  imageUrl,
  productImages,
  type ProductImage,
} from "../app/features/landing/productImages";
import { ensureChromium } from "./ensure-chromium.mjs";
import { fillMockup } from "./images/fillMockup";
import { encodeWithin } from "./images/encodeWithin";
import { capturedImages, recordCapture } from "../build-tools/capturedImages";
import { contentReader } from "../build-tools/contentCheckPlugin";
import { contentDirectory } from "../build-tools/contentDirectory";

const root = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(root, "scripts/images");
const outDir = path.join(root, "public");

const readContent = contentReader(contentDirectory());
const mockupTexts = (key: keyof typeof productImages) =>
  readContent(capturedImages[key].content.path) as Record<Lang, Record<string, string>>;

async function capture(browser: Browser, image: ProductImage, html: string): Promise<Buffer> {
  const page = await browser.newPage({
    viewport: { width: image.width, height: image.height },
    deviceScaleFactor: 2,
  });
  try {
    // The filled HTML replaces the source document in place, so mockup.css and the font still
    // resolve relative to scripts/images/.
    await page.goto(pathToFileURL(path.join(sourceDir, `${image.name}.html`)).href);
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    return await page.locator(".frame").screenshot({ type: "png" });
  } finally {
    await page.close();
  }
}

const encoders = {
  avif: {
    quality: 55,
    encode: (image: Sharp, quality: number) => image.avif({ quality, effort: 6 }),
  },
  webp: {
    quality: 78,
    encode: (image: Sharp, quality: number) => image.webp({ quality, effort: 6 }),
  },
  jpg: {
    quality: 80,
    encode: (image: Sharp, quality: number) => image.jpeg({ quality, mozjpeg: true }),
  },
} as const;

/**
 * Writes every width and format. Languages after English are held to the bytes of the English
 * file of the same width and format (docs/decisions/0106).
 */
async function writeRenditions(image: ProductImage, lang: Lang, png: Buffer): Promise<void> {
  mkdirSync(path.join(outDir, "images"), { recursive: true });
  for (const width of image.widths) {
    const resized = sharp(png).resize(width, heightFor(image, width));
    for (const format of imageFormats) {
      const { quality, encode } = encoders[format];
      const budget =
        lang === defaultLang
          ? undefined
          : statSync(path.join(outDir, imageUrl(image, defaultLang, width, format))).size;
      const file = await encodeWithin(
        (q) => encode(resized.clone(), q).toBuffer(),
        quality,
        budget,
      );
      writeFileSync(path.join(outDir, imageUrl(image, lang, width, format)), file);
    }
    console.log(`${image.name} ${lang} ${width}w`);
  }
}

// `npm run images -- nl` recaptures one language only (after a change to its texts).
const requested = process.argv[2];
if (requested !== undefined && !isLang(requested)) {
  throw new Error(`Unknown language "${requested}": use one of ${languages.join(", ")}`);
}
const captureLangs = requested === undefined ? languages : [requested];

const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const [key, image] of Object.entries(productImages) as [
    keyof typeof productImages,
    ProductImage,
  ][]) {
    const template = readFileSync(path.join(sourceDir, `${image.name}.html`), "utf8");
    // Read once: the manifest records exactly the texts these images were captured from.
    const texts = mockupTexts(key);
    for (const lang of captureLangs) {
      const html = fillMockup(template, texts[lang], { lang, product: siteConfig.productName });
      await writeRenditions(image, lang, await capture(browser, image, html));
    }
    recordCapture(root, key, captureLangs, texts, siteConfig.productName);
  }
} finally {
  await browser.close();
}
