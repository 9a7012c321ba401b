import { Suspense, type ReactNode } from "react";

/**
 * Content below the fold (docs/decisions/0004). Its prerendered HTML shows at once, but:
 * - the browser skips its layout and paint until it nears the viewport (`render-when-near`),
 *   so the first frame of a long page costs a phone only what it shows;
 * - React hydrates it after the content above, in its own small steps (a `Suspense` boundary),
 *   so no single long task blocks the page.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <div className="render-when-near">
      <Suspense>{children}</Suspense>
    </div>
  );
}
