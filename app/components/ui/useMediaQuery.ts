import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches. The prerendered HTML and the first client render see `false`
 * (no hydration mismatch); the real value follows right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
