import type { ReactNode } from "react";

// Long-form text (legal pages): about 70 characters a line (60ch, as an average letter is
// narrower than the "0" that ch measures), calm vertical rhythm and underlined links.
// Styles the plain HTML inside, so pages write semantic markup.
const proseClasses = [
  "max-w-[60ch] text-base leading-7 text-ink sm:text-[1.0625rem] sm:leading-8",
  "[&_h2]:mt-8 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-semibold [&_h2]:text-balance",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-lg [&_h3]:leading-snug [&_h3]:font-semibold",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:my-2 [&_li]:pl-1 [&_li]:marker:text-brand-700",
  "[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800",
  "[&_address]:not-italic [&_strong]:font-semibold",
].join(" ");

export function Prose({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`${proseClasses} ${className}`}>{children}</div>;
}

/**
 * A titled part of a long text; its heading is the target of the table of contents' link.
 * Margins do not collapse through it (`flow-root`), as they cannot through the containment of
 * `BelowTheFold` that usually wraps it: the last block's 16 px and the heading's 32 px make 48.
 */
export function ProseSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flow-root">
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
