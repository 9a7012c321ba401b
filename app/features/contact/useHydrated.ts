import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true from the render after: what
 * the plain form needs (the browser's own checks) gives way to the enhanced form's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
