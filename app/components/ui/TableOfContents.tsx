import { useId } from "react";

export interface TocItem {
  id: string;
  label: string;
}

/** In-page navigation to the sections of a long text (plain hash links: they work without JS). */
export function TableOfContents({
  heading,
  items,
  className = "",
}: {
  heading: string;
  items: TocItem[];
  className?: string;
}) {
  const headingId = useId();
  return (
    <nav
      aria-labelledby={headingId}
      className={`rounded-card border border-line bg-surface-muted p-6 ${className}`}
    >
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {heading}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-6 marker:text-ink-muted">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
