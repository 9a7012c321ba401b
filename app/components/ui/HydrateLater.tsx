import { Suspense, type ReactNode } from "react";

/**
 * Content below the fold. Its prerendered HTML shows at once; React hydrates it after the
 * content above, in its own small steps, so no single long task blocks a slow phone
 * (docs/decisions/0004).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
