import { useEffect, useRef } from "react";
import { PageLink } from "../../components/ui/PageLink";
import { buttonClasses } from "../../components/ui/ButtonLink";
import { useCopy } from "../../i18n/useCopy";
import { pathFor } from "../../../common/pagePaths";
import { consentStore } from "./consentRuntime";
import { useConsentActions } from "./ConsentContext";
import consentCopy from "@content/site/consentBanner.json";
import { actionMark, bannerMark, type EarlyConsentAction } from "./earlyConsentMarks";

const action = (what: EarlyConsentAction) => ({ [actionMark]: what });
// One banner a page, and a name that hydrates alike with or without the router around it.
const textId = "cookie-banner-text";

/**
 * Non-modal and fixed to the bottom: it never blocks reading, and the page gets the same room at
 * its end so the footer can still be scrolled into view. It is first in the tab order. It is in
 * the prerendered HTML (`unread` until the app has read the stored choice), and its buttons
 * carry what they do for the early script that runs them before the app (docs/decisions/0204).
 */
export function CookieBanner({ unread }: { unread: boolean }) {
  const { t, lang } = useCopy(consentCopy);
  const { openSettings } = useConsentActions();
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
    };
  }, []);

  return (
    <section
      ref={banner}
      aria-label={t("bannerLabel")}
      aria-describedby={textId}
      data-testid="cookie-banner"
      {...{ [bannerMark]: unread ? "unread" : "read" }}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface shadow-[0_-4px_16px_rgb(15_31_61/0.08)]"
    >
      <div className="mx-auto flex w-full max-w-[75rem] flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:gap-6 lg:px-8">
        <p id={textId} className="text-sm text-ink lg:flex-1">
          {t("bannerText")}{" "}
          <PageLink
            to={pathFor("cookiePolicy", lang)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t("learnMore")}
            <span className="sr-only"> {t("learnMoreTopic")}</span>
          </PageLink>
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
          <button
            type="button"
            className={`${buttonClasses("secondary")} col-span-2 sm:col-auto`}
            onClick={openSettings}
            {...action("customize")}
          >
            {t("customize")}
          </button>
          <button
            type="button"
            className={buttonClasses("primary")}
            onClick={consentStore.rejectNonEssential}
            {...action("reject-non-essential")}
          >
            {t("rejectNonEssential")}
          </button>
          <button
            type="button"
            className={buttonClasses("primary")}
            onClick={consentStore.acceptAll}
            {...action("accept-all")}
          >
            {t("acceptAll")}
          </button>
        </div>
      </div>
    </section>
  );
}
