import { useId, useRef, type RefObject } from "react";
import { buttonClasses } from "../../components/ui/ButtonLink";
import { useModalDialog } from "../../components/ui/useModalDialog";
import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import { optionalCategories, type OptionalCategory } from "./consentRecord";
import { consentStore } from "./consentRuntime";
import { useConsent } from "./ConsentContext";
import { ConsentSwitch } from "./ConsentSwitch";
import { consentDialogCopy } from "./dialogCopy";

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

/** The cookie settings, a modal dialog that gives focus back to `returnFocus` when it closes. */
export function ConsentDialog({
  returnFocus,
  onClose,
}: {
  returnFocus: RefObject<Element | null>;
  onClose: () => void;
}) {
  const { t } = useCopy(consentDialogCopy);
  const { hasConsent } = useConsent();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { onKeyDown } = useModalDialog(dialog, returnFocus, onClose);

  const describe = (category: OptionalCategory) =>
    category === "analytics" && siteConfig.contactRequiresAnalyticsConsent
      ? `${t(textKeys.analytics)} ${t("analyticsContactNote")}`
      : t(textKeys[category]);

  return (
    // The native dialog handles Escape (via its cancel event); onKeyDown only keeps Tab inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="consent-dialog"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-card border border-line bg-surface p-6 text-ink backdrop:bg-ink/50"
    >
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
    </dialog>
  );
}
