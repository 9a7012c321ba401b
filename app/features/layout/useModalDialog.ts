import { useEffect, type KeyboardEvent, type RefObject } from "react";
import { focusableSelector, wrappedFocusIndex } from "./focusTrap";

/**
 * Opens a native <dialog> modally for as long as the calling component is mounted: the page
 * behind is inert and does not scroll, Escape closes, Tab cycles inside, and focus goes back to
 * `returnFocus` when it closes.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  returnFocus: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  useEffect(() => {
    const dialog = dialogRef.current;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    const opener = returnFocus.current;
    if (dialog && !dialog.open) dialog.showModal();
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog?.open) dialog.close();
      opener?.focus({ preventScroll: true });
    };
  }, [dialogRef, returnFocus]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape fires `cancel`; we close through React state so the menu unmounts cleanly.
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog.addEventListener("cancel", handleCancel);
    return () => dialog.removeEventListener("cancel", handleCancel);
  }, [dialogRef, onClose]);

  return {
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key !== "Tab") return;
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)];
      const current = items.indexOf(document.activeElement as HTMLElement);
      const target = wrappedFocusIndex(items.length, current, event.shiftKey);
      if (target === null) return;
      event.preventDefault();
      items[target]?.focus();
    },
  };
}
