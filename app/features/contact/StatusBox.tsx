import type { Ref } from "react";
import { useCopy } from "../../i18n/useCopy";
import { contactCopy } from "./copy";
import type { FormStatus } from "./useContactForm";

/**
 * The success or error box above the form. Both live regions are always in the page, so screen
 * readers announce what appears in them: success politely (status), errors at once (alert).
 */
export function StatusBox({ status, boxRef }: { status: FormStatus; boxRef: Ref<HTMLDivElement> }) {
  const { t } = useCopy(contactCopy);
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
