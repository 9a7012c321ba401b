import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ContentFile } from "../common/content/contentSchema";
import { languages, type Lang } from "../common/i18n/lang";
import { seoContent } from "../app/routing/seo.content";
import { aiAssistantMockupContent } from "../scripts/images/aiAssistantMockup.content";
import { dashboardMockupContent } from "../scripts/images/dashboardMockup.content";

/**
 * What the committed images were captured with: the product name and a fingerprint of each
 * image's texts per language. `npm run images` and `npm run images:social` write it; the build
 * refuses to run when the configuration or the content has moved on, since the pages would
 * otherwise show one product name or claim and their images another
 * (docs/decisions/0902-mock-up-texts-are-content.md).
 */
export const capturedImagesFile = "scripts/images/captured.json";

interface CapturedImage {
  content: ContentFile;
  /** The fields of the content file the image shows; all of them when absent. */
  fields?: readonly string[];
  /** The command that captures the image again in `lang`. */
  command: (lang: Lang) => string;
}

/** The product mock-ups, by their key in app/features/landing/productImages.ts, and the social card. */
export const capturedImages = {
  dashboard: {
    content: dashboardMockupContent,
    command: (lang) => `npm run images -- ${lang}`,
  },
  aiAssistant: {
    content: aiAssistantMockupContent,
    command: (lang) => `npm run images -- ${lang}`,
  },
  social: {
    content: seoContent,
    fields: ["socialHeadline", "socialSubline"],
    command: () => "npm run images:social",
  },
} satisfies Record<string, CapturedImage>;
export type CapturedImageKey = keyof typeof capturedImages;
const imageKeys = Object.keys(capturedImages) as CapturedImageKey[];

export interface CapturedManifest {
  productName: string;
  /** Per image and language, the fingerprint of the texts it shows. */
  texts: Partial<Record<CapturedImageKey, Partial<Record<Lang, string>>>>;
}

/**
 * The fingerprint of what `key` shows: its texts from one language of its content file, and the
 * product name (so that recapturing some images under a new name leaves the others stale).
 */
export function textsFingerprint(
  key: CapturedImageKey,
  languageTexts: unknown,
  productName: string,
): string {
  const image: CapturedImage = capturedImages[key];
  const shown =
    image.fields && typeof languageTexts === "object" && languageTexts !== null
      ? image.fields.map((field) => (languageTexts as Record<string, unknown>)[field])
      : languageTexts;
  return createHash("sha256")
    .update(JSON.stringify([productName, shown]))
    .digest("hex")
    .slice(0, 16);
}

/** The build's error message when the images show another name than the site, or null. */
export function productNameDrift(
  captured: CapturedManifest,
  configuredName: string,
): string | null {
  if (captured.productName === configuredName) return null;
  return (
    `The images in public/images show "${captured.productName}", but SITE_PRODUCT_NAME ` +
    `is "${configuredName}". Run \`npm run images\` and \`npm run images:social\` with the new ` +
    `name and commit the images (${capturedImagesFile} records the name they were captured with).`
  );
}

/**
 * One line per image and language whose texts in content/ are not the ones it was captured with
 * (or that was never captured, as for a new language).
 */
export function textDrift(
  captured: CapturedManifest,
  contentTexts: (key: CapturedImageKey) => Partial<Record<Lang, unknown>>,
  productName: string,
): string[] {
  return imageKeys.flatMap((key) => {
    const current = contentTexts(key);
    const stale = languages.filter(
      (lang) => captured.texts[key]?.[lang] !== textsFingerprint(key, current[lang], productName),
    );
    return stale.map(
      (lang) =>
        `The ${key} image (${lang}) was not captured from the texts in content/` +
        `${capturedImages[key].content.path} and today's product name: run \`${capturedImages[key].command(lang)}\` ` +
        `and commit the images.`,
    );
  });
}

/** Reads the manifest's text; a missing or malformed manifest is reported, not guessed. */
export function parseCapturedManifest(text: string): CapturedManifest {
  const value: unknown = JSON.parse(text);
  if (
    typeof value !== "object" ||
    value === null ||
    !("productName" in value) ||
    typeof value.productName !== "string"
  ) {
    throw new Error(`${capturedImagesFile} must hold {"productName": "...", "texts": {...}}`);
  }
  const texts =
    "texts" in value && typeof value.texts === "object" && value.texts ? value.texts : {};
  return { productName: value.productName, texts: texts as CapturedManifest["texts"] };
}

/**
 * After a capture: records `key`'s fingerprints for `langs` (keeping other languages' and other
 * images'), and the product name the capture used.
 */
export function recordCapture(
  root: string,
  key: CapturedImageKey,
  langs: readonly Lang[],
  contentTexts: Partial<Record<Lang, unknown>>,
  productName: string,
): void {
  const file = path.join(root, capturedImagesFile);
  const previous = existsSync(file) ? parseCapturedManifest(readFileSync(file, "utf8")) : undefined;
  const texts = { ...previous?.texts };
  const entry = { ...texts[key] };
  for (const lang of langs) entry[lang] = textsFingerprint(key, contentTexts[lang], productName);
  texts[key] = entry;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ productName, texts }, null, 2)}\n`);
}
