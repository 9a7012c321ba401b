import { ChevronDown, type LucideIcon } from "lucide-react";

/**
 * A feature whose extra detail opens in a native `<details>`: it toggles from the prerendered
 * HTML, before any script, and the browser announces the summary as expanded or collapsed.
 * The detail shows above the toggle (column-reverse) as the card always looked; the DOM keeps
 * the disclosure order, toggle first.
 */
export function FeatureCard({
  id,
  icon: Icon,
  title,
  text,
  detail,
  moreLabel,
  lessLabel,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  detail: string;
  moreLabel: string;
  lessLabel: string;
}) {
  const detailId = `${id}-detail`;
  const titleId = `${id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-card border border-line bg-surface p-card shadow-card"
      data-testid="feature-card"
    >
      <span className="inline-flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700">
        <Icon aria-hidden size={22} />
      </span>
      <h3 id={titleId} className="mt-4 text-lg font-semibold text-ink">
        {title}
      </h3>
      <p className="mt-2 text-ink-muted">{text}</p>
      <details className="group mt-auto flex flex-col-reverse">
        <summary
          aria-controls={detailId}
          className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 self-start pt-3 text-sm font-semibold text-brand-700 hover:text-brand-800 [&::-webkit-details-marker]:hidden"
        >
          <span className="group-open:hidden">{moreLabel}</span>
          <span className="hidden group-open:inline">{lessLabel}</span>
          <span className="sr-only">{`: ${title}`}</span>
          <ChevronDown
            aria-hidden
            size={18}
            className="transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <p id={detailId} className="mt-3 border-t border-line pt-3 text-ink-muted">
          {detail}
        </p>
      </details>
    </article>
  );
}
