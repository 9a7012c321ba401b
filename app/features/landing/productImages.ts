import type { Lang } from "../../../common/i18n/lang";

/**
 * Our product mock-ups (scripts/images/*.html), captured per language by `npm run images` into
 * public/images. The page and the capture script both read this table, so sizes and file names
 * cannot drift.
 */
export interface ProductImage {
  name: string;
  /** CSS pixel size of the mock-up; the intrinsic aspect ratio of every rendition. */
  width: number;
  height: number;
  /** Widths written for srcset (captured at 2x, so the largest is at most twice `width`). */
  widths: readonly number[];
}

export const productImages = {
  dashboard: { name: "dashboard", width: 1200, height: 760, widths: [480, 800, 1200, 1600, 2400] },
  aiAssistant: { name: "ai-assistant", width: 960, height: 600, widths: [480, 720, 960, 1440] },
} as const satisfies Record<string, ProductImage>;

export const imageFormats = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export function imageUrl(
  image: ProductImage,
  lang: Lang,
  width: number,
  format: ImageFormat,
): string {
  return `/images/${image.name}-${lang}-${width}.${format}`;
}

export function srcSet(image: ProductImage, lang: Lang, format: ImageFormat): string {
  return image.widths
    .map((width) => `${imageUrl(image, lang, width, format)} ${width}w`)
    .join(", ");
}

export function heightFor(image: ProductImage, width: number): number {
  return Math.round((width * image.height) / image.width);
}
