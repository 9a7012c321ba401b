import { createHash } from "node:crypto";
import { languages, type Lang } from "../common/i18n/lang";
import { aiAssistantMockupContent } from "../scripts/images/aiAssistantMockup.content";
import { dashboardMockupContent } from "../scripts/images/dashboardMockup.content";

/**
 * What the committed product mock-ups were captured with: the product name and a fingerprint of
 * each image's texts per language. `npm run images` writes it; the build refuses to run when the
 * configuration or the content has moved on, since the pages would otherwise show one product
 * name or claim and its screenshots another (docs/decisions/0902-mockup-texts-are-content.md).
 */
export const capturedMockupsFile = "scripts/images/captured.json";

/** Each product image's content file, by the image's key in app/features/landing/productImages.ts. */
export const mockupContents = {
  dashboard: dashboardMockupContent,
  aiAssistant: aiAssistantMockupContent,
};
export type MockupKey = keyof typeof mockupContents;
const mockupKeys = Object.keys(mockupContents) as MockupKey[];

export interface CapturedMockups {
  productName: string;
  /** Per image and language, the fingerprint of the texts it shows. */
  texts: Partial<Record<MockupKey, Partial<Record<Lang, string>>>>;
}

export function textsFingerprint(texts: unknown): string {
  return createHash("sha256").update(JSON.stringify(texts)).digest("hex").slice(0, 16);
}

/** The build's error message when the mock-ups show another name than the site, or null. */
export function productNameDrift(captured: CapturedMockups, configuredName: string): string | null {
  if (captured.productName === configuredName) return null;
  return (
    `The product mock-ups in public/images show "${captured.productName}", but SITE_PRODUCT_NAME ` +
    `is "${configuredName}". Run \`npm run images\` with the new name and commit the images ` +
    `(${capturedMockupsFile} records the name they were captured with).`
  );
}

/**
 * One line per image and language whose texts in content/ are not the ones it was captured with
 * (or that was never captured, as for a new language).
 */
export function textDrift(
  captured: CapturedMockups,
  contentTexts: (key: MockupKey) => Partial<Record<Lang, unknown>>,
): string[] {
  return mockupKeys.flatMap((key) => {
    const current = contentTexts(key);
    const stale = languages.filter(
      (lang) => captured.texts[key]?.[lang] !== textsFingerprint(current[lang]),
    );
    return stale.map(
      (lang) =>
        `The ${key} image (${lang}) was not captured from the texts in content/` +
        `${mockupContents[key].path}: run \`npm run images -- ${lang}\` and commit the images.`,
    );
  });
}

/** Reads the manifest's text; a missing or malformed manifest is reported, not guessed. */
export function parseCapturedMockups(text: string): CapturedMockups {
  const value: unknown = JSON.parse(text);
  if (
    typeof value !== "object" ||
    value === null ||
    !("productName" in value) ||
    typeof value.productName !== "string"
  ) {
    throw new Error(`${capturedMockupsFile} must hold {"productName": "...", "texts": {...}}`);
  }
  const texts =
    "texts" in value && typeof value.texts === "object" && value.texts ? value.texts : {};
  return { productName: value.productName, texts: texts as CapturedMockups["texts"] };
}
