import { buttonClasses } from "../../components/ui/ButtonLink";
import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import contactCopy from "@content/pages/contact.json";

/**
 * Without analytics consent nothing is sent (docs/product.md#the-analytics-consent-gate). The
 * cookie settings and writing to us directly are offered with equal weight; what was typed stays
 * in the form.
 */
export function ConsentGate({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useCopy(contactCopy);
  return (
    <div
      role="alert"
      className="rounded-card border border-danger-700 bg-danger-50 p-4 text-ink"
      data-testid="contact-consent-gate"
    >
      <p className="font-semibold text-danger-700">{t("consentTitle")}</p>
      <p className="mt-1">{t("consentMessage")}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" onClick={onOpenSettings} className={buttonClasses("secondary")}>
          {t("consentOpenSettings")}
        </button>
        <p className="text-sm">
          {t("consentAlternative")}{" "}
          <a href={`mailto:${siteConfig.email}`} className={buttonClasses("secondary")}>
            {siteConfig.email}
          </a>
        </p>
      </div>
    </div>
  );
}
