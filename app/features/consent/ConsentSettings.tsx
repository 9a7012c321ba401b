import { buttonClasses } from "../../components/ui/ButtonLink";
import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import { optionalCategories, type OptionalCategory } from "./consentRecord";
import { consentStore } from "./consentRuntime";
import { useConsent } from "./ConsentContext";
import { ConsentSwitch } from "./ConsentSwitch";
import consentDialogCopy from "@content/site/consentDialog.json";

const titleKeys = {
  analytics: "analyticsTitle",
  marketing: "marketingTitle",
  preferences: "preferencesTitle",
} as const satisfies Record<OptionalCategory, string>;

const textKeys = {
  analytics: "analyticsText",
  marketing: "marketingText",
  preferences: "preferencesText",
} as const satisfies Record<OptionalCategory, string>;

/**
 * The content of the cookie-settings dialog, loaded on first open (the provider renders the
 * dialog around it). Every button records its choice, if any, and closes.
 */
export function ConsentSettings({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useCopy(consentDialogCopy);
  const { hasConsent } = useConsent();

  const describe = (category: OptionalCategory) =>
    category === "analytics" && siteConfig.contactRequiresAnalyticsConsent
      ? `${t(textKeys.analytics)} ${t("analyticsContactNote")}`
      : t(textKeys[category]);

  return (
    <>
      <h2 id={titleId} className="text-xl font-semibold">
        {t("dialogTitle")}
      </h2>
      <p className="mt-2 mb-4 text-sm text-ink-muted">{t("dialogIntro")}</p>
      <ConsentSwitch
        title={t("essentialTitle")}
        description={t("essentialText")}
        checked
        lockedLabel={t("alwaysOn")}
        testId="consent-switch-essential"
      />
      {optionalCategories.map((category) => (
        <ConsentSwitch
          key={category}
          title={t(titleKeys[category])}
          description={describe(category)}
          checked={hasConsent(category)}
          onChange={(granted) => consentStore.setCategory(category, granted)}
          testId={`consent-switch-${category}`}
        />
      ))}
      <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
        <button
          type="button"
          className={buttonClasses("primary")}
          onClick={() => {
            consentStore.rejectNonEssential();
            onClose();
          }}
        >
          {t("dialogReject")}
        </button>
        <button
          type="button"
          className={buttonClasses("primary")}
          onClick={() => {
            consentStore.acceptAll();
            onClose();
          }}
        >
          {t("dialogAccept")}
        </button>
        <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
          {t("savePreferences")}
        </button>
      </div>
    </>
  );
}
