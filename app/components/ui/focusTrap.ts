/** Where Tab (or Shift+Tab) goes inside a focus trap: from the last element back to the first. */
export function wrappedFocusIndex(
  count: number,
  current: number,
  backwards: boolean,
): number | null {
  if (count === 0) return null;
  if (backwards && current <= 0) return count - 1;
  if (!backwards && (current === count - 1 || current === -1)) return 0;
  return null;
}

export const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
