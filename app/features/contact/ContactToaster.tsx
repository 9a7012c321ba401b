import { lazy, Suspense, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { useCopy } from "../../i18n/useCopy";
import contactCopy from "@content/pages/contact.json";

// A toaster that cannot load (the connection dropped) shows nothing: the status box above the
// form says the same thing, and a failed import must not reach the page's error boundary.
const Toaster = lazy<ComponentType<ToasterProps>>(() =>
  import("sonner").then(
    ({ Toaster }) => ({ default: Toaster }),
    () => ({ default: () => null }),
  ),
);

/**
 * Sonner's toaster, mounted once the visitor starts typing or submits rather than with the page,
 * so its script and stylesheet are not part of the page's start-up (docs/decisions/0004).
 */
export function ContactToaster({ active }: { active: boolean }) {
  const { t } = useCopy(contactCopy);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        closeButton
        customAriaLabel={t("notificationsLabel")}
        toastOptions={{ closeButtonAriaLabel: t("closeNotification") }}
      />
    </Suspense>
  );
}
