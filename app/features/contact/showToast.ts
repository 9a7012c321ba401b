/**
 * Shows a toast with Sonner, loaded on first use (see ContactToaster). A toast shown before the
 * toaster is in the page is kept by Sonner and appears when it mounts. If Sonner cannot load,
 * there is no toast; the status box above the form carries the same message.
 */
export function showToast(kind: "success" | "error", title: string, description: string): void {
  import("sonner").then(
    ({ toast }) => toast[kind](title, { description }),
    () => undefined,
  );
}
