import { ChevronDown, type LucideIcon } from "lucide-react";

/** A feature with a disclosure button; the detail stays in the HTML, only hidden while closed. */
export function FeatureCard({
  id,
  icon: Icon,
  title,
  text,
  detail,
  open,
  onToggle,
  toggleLabel,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  detail: string;
  open: boolean;
  onToggle: () => void;
  toggleLabel: string;
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
      <p id={detailId} hidden={!open} className="mt-3 border-t border-line pt-3 text-ink-muted">
        {detail}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={onToggle}
        className="mt-auto inline-flex min-h-11 items-center gap-1 self-start pt-3 text-sm font-semibold text-brand-700 hover:text-brand-800"
      >
        {toggleLabel}
        <span className="sr-only">: {title}</span>
        <ChevronDown
          aria-hidden
          size={18}
          className={`transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        />
      </button>
    </article>
  );
}
