import { useId } from "react";

interface ConsentSwitchProps {
  title: string;
  description: string;
  checked: boolean;
  /** Absent for a locked switch (essential): it stays on and says so. */
  onChange?: (checked: boolean) => void;
  lockedLabel?: string;
  testId: string;
}

export function ConsentSwitch({
  title,
  description,
  checked,
  onChange,
  lockedLabel,
  testId,
}: ConsentSwitchProps) {
  const titleId = useId();
  const descriptionId = useId();
  const locked = !onChange;

  return (
    <div className="flex items-start justify-between gap-4 border-t border-line py-4">
      <div>
        <h3 id={titleId} className="font-semibold text-ink">
          {title}
        </h3>
        <p id={descriptionId} className="text-sm text-ink-muted">
          {description}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {locked && lockedLabel && (
          <span className="text-xs font-semibold text-ink-muted">{lockedLabel}</span>
        )}
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-disabled={locked || undefined}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          data-testid={testId}
          onClick={() => onChange?.(!checked)}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors ${
            checked ? "border-brand-700 bg-brand-700" : "border-ink-muted bg-surface"
          } ${locked ? "cursor-not-allowed opacity-80" : "cursor-pointer"}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full transition-transform ${
              checked ? "translate-x-5 bg-surface" : "translate-x-0.5 bg-ink-muted"
            }`}
          />
        </button>
      </div>
    </div>
  );
}
