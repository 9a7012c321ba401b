import type { ReactNode } from "react";

/** Eyebrow, h2 and intro of a landing section; `inverse` for the dark bands. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: "center" | "start";
}) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow && <p className="text-eyebrow font-semibold text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-title font-semibold text-ink">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lead text-ink-muted">{intro}</p>}
    </div>
  );
}
