import { useRef, type ComponentProps, type RefObject } from "react";
import { useModalDialog } from "./useModalDialog";

type ModalDialogProps = Omit<ComponentProps<"dialog">, "ref" | "onKeyDown" | "onClose"> & {
  returnFocus: RefObject<Element | null>;
  onClose: () => void;
};

/**
 * A native <dialog>, open and modal while mounted (useModalDialog). Rendered around lazily loaded
 * content inside one Suspense boundary, it opens only once that content is there, so focus lands
 * on the content's first control.
 */
export function ModalDialog({ returnFocus, onClose, children, ...props }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { onKeyDown } = useModalDialog(dialogRef, returnFocus, onClose);
  return (
    // The native dialog handles Escape (via its cancel event); onKeyDown only keeps Tab inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog ref={dialogRef} onKeyDown={onKeyDown} {...props}>
      {children}
    </dialog>
  );
}
