import { heightFor, imageUrl, srcSet, type ProductImage } from "./productImages";

/**
 * One of our captured mock-ups: AVIF, then WebP, then JPEG, each in several widths.
 * `priority` is for the hero (eager, high fetch priority); everything else loads lazily.
 */
export function ProductPicture({
  image,
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  image: ProductImage;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const fallbackWidth = image.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        src={imageUrl(image, fallbackWidth, "jpg")}
        srcSet={srcSet(image, "jpg")}
        sizes={sizes}
        width={fallbackWidth}
        height={heightFor(image, fallbackWidth)}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        className={`h-auto w-full ${className}`}
      />
    </picture>
  );
}
