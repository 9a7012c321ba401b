import { useEffect, useRef } from "react";
import { useCopy } from "../../i18n/useCopy";
import { BookingOfferBox } from "./BookingOfferBox";
import contactCopy from "@content/pages/contact.json";
import type { FormStatus } from "./useContactForm";

/** The success box scrolls into view after 100 ms (docs/product.md#constants). */
const statusScrollDelayMs = 100;

/**
 * The success or error box above the form. Both live regions are always in the page, so screen
 * readers announce what appears in them: success politely (status), errors at once (alert). The
 * outcome of a send is scrolled into view and focused. The demo picker sits outside the success
 * region: it announces its own changes, not the whole slot list.
 */
export function StatusBox({ status }: { status: FormStatus }) {
  const { t } = useCopy(contactCopy);
  const boxRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (status.kind !== "success" && status.kind !== "error") return;
    const timer = setTimeout(() => {
      boxRef.current?.scrollIntoView({ block: "center" });
      boxRef.current?.focus({ preventScroll: true });
    }, statusScrollDelayMs);
    return () => clearTimeout(timer);
  }, [status]);

  const isError = status.kind === "error" || status.kind === "invalid";
  return (
    <>
      <div role="status" className="empty:hidden" data-testid="contact-success">
        {status.kind === "success" && (
          <div
            ref={boxRef}
            tabIndex={-1}
            className="rounded-card border border-success-700 bg-success-50 p-4 text-success-700"
          >
            <p className="font-semibold">{t("messageSent")}</p>
            <p>{t("messageSentDescription")}</p>
          </div>
        )}
      </div>
      {status.kind === "success" && status.booking && <BookingOfferBox offer={status.booking} />}
      <div role="alert" className="empty:hidden" data-testid="contact-error">
        {isError && (
          <div
            ref={status.kind === "error" ? boxRef : undefined}
            tabIndex={-1}
            className="rounded-card border border-danger-700 bg-danger-50 p-4 text-danger-700"
          >
            <p className="font-semibold">{t("errorTitle")}</p>
            <p>{status.text}</p>
          </div>
        )}
      </div>
    </>
  );
}
