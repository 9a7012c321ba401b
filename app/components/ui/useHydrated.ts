import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true from the render right after:
 * a control keeps its script-free form (a link, a popover, the browser's own form checks) until
 * the app can take over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
