import { useState } from "react";
import { buttonClasses } from "../../components/ui/ButtonLink";
import { useCopy } from "../../i18n/useCopy";
import { useConsent, type OptionalCategory } from "../consent";
import cookiePolicyCopy from "@content/pages/cookiePolicy.json";

const categories: OptionalCategory[] = ["analytics", "marketing", "preferences"];

/** The visitor's live choice per category, with the settings and reset actions beside it. */
export function ConsentStatus({ headingId }: { headingId: string }) {
  const { t } = useCopy(cookiePolicyCopy);
  const { ready, hasConsent, openSettings, reset, choice } = useConsent();
  const [resetDone, setResetDone] = useState(false);

  const status = (category: OptionalCategory) => {
    if (!ready) return t("statusLoading");
    return hasConsent(category) ? t("enabled") : t("disabled");
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-card border border-line bg-surface-muted p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {t("statusHeading")}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2" data-testid="consent-status">
        {categories.map((category) => (
          <div key={category} className="contents">
            <dt className="font-semibold">{t(category)}</dt>
            <dd data-testid={`consent-status-${category}`}>{status(category)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className={buttonClasses("primary")} onClick={openSettings}>
          {t("openSettings")}
        </button>
        <button
          type="button"
          className={buttonClasses("secondary")}
          onClick={() => {
            reset();
            setResetDone(true);
          }}
        >
          {t("resetChoices")}
        </button>
      </div>
      <p role="status" className="mt-3 text-sm text-ink-muted">
        {resetDone && !choice ? t("resetDone") : ""}
      </p>
    </section>
  );
}
