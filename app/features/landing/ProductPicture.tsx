import type { Lang } from "../../../common/i18n/lang";
import { heightFor, imageUrl, srcSet, type ProductImage } from "./productImages";

/** Element Timing's mark. React's types lack the attribute; React writes it as given. */
const heroTiming = { elementtiming: "hero" } as Record<string, string>;

/**
 * One of our captured mock-ups in the page's language: AVIF, then WebP, then JPEG, each in
 * several widths.
 * `priority` is for the hero (eager, high fetch priority, and reported by the browser once drawn,
 * which the app waits for before it starts: docs/decisions/0122); everything else loads lazily.
 */
export function ProductPicture({
  image,
  lang,
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  image: ProductImage;
  lang: Lang;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const fallbackWidth = image.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, lang, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, lang, "webp")} sizes={sizes} />
      <img
        src={imageUrl(image, lang, fallbackWidth, "jpg")}
        srcSet={srcSet(image, lang, "jpg")}
        sizes={sizes}
        width={fallbackWidth}
        height={heightFor(image, fallbackWidth)}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        {...(priority && heroTiming)}
        className={`h-auto w-full ${className}`}
      />
    </picture>
  );
}
