import { useLayoutEffect, type KeyboardEvent, type RefObject } from "react";
import { focusableSelector, wrappedFocusIndex } from "./focusTrap";

/**
 * Opens a native <dialog> modally for as long as the calling component is mounted, with the one
 * focus rule of docs/decisions/0103: the browser puts focus on the dialog's first control, Tab and
 * Shift+Tab wrap inside it, the page behind is inert and does not scroll, Escape asks `onClose`,
 * and on close focus goes back to `returnFocus` as it was on opening (or to the main content when
 * that element is gone by then).
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  returnFocus: RefObject<Element | null>,
  onClose: () => void,
) {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    const opener = returnFocus.current;
    if (dialog && !dialog.open) dialog.showModal();
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog?.open) dialog.close();
      const target =
        opener instanceof HTMLElement && opener.isConnected
          ? opener
          : document.getElementById("main");
      target?.focus({ preventScroll: true });
    };
  }, [dialogRef, returnFocus]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape fires `cancel`; closing goes through the caller's state so the dialog unmounts
    // cleanly. A `close` the page did not ask for (the browser may refuse to cancel) is reported
    // the same way.
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog.addEventListener("cancel", handleCancel);
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("cancel", handleCancel);
      dialog.removeEventListener("close", onClose);
    };
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
