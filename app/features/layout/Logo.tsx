/** Our own mark: a checked shield, drawn in the brand colour. */
export function Logo({ productName }: { productName: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-semibold tracking-tight text-ink">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <path
          d="M14 2 4 6v7c0 6.2 4.2 11 10 13 5.8-2 10-6.8 10-13V6L14 2Z"
          fill="var(--color-brand-700)"
        />
        <path
          d="m9 14.2 3.3 3.3L19.5 10"
          fill="none"
          stroke="var(--color-surface)"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {productName}
    </span>
  );
}
