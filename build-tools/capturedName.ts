/**
 * The product name the committed mock-ups show. `npm run images` writes it; the build refuses
 * to run when the configured name differs, since the pages would show a product under one name
 * and its screenshots under another.
 */
export const capturedNameFile = "scripts/images/captured.json";

export interface CapturedMockups {
  productName: string;
}

/** The build's error message when the mock-ups show another name than the site, or null. */
export function productNameDrift(captured: CapturedMockups, configuredName: string): string | null {
  if (captured.productName === configuredName) return null;
  return (
    `The product mock-ups in public/images show "${captured.productName}", but SITE_PRODUCT_NAME ` +
    `is "${configuredName}". Run \`npm run images\` with the new name and commit the images ` +
    `(${capturedNameFile} records the name they were captured with).`
  );
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
    throw new Error(`${capturedNameFile} must hold {"productName": "..."}`);
  }
  return { productName: value.productName };
}
