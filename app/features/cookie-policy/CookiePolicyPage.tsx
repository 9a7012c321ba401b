import { useId } from "react";
import { PageLink } from "../../components/ui/PageLink";
import { Container } from "../../components/ui/Container";
import { consentStorageKey, siteConfig } from "../../../common/siteConfig";
import { interpolate } from "../../../common/i18n/translate";
import { useCopy } from "../../i18n/useCopy";
import { pathFor } from "../../../common/pagePaths";
import { analyticsStorageKeys } from "../consent";
import { ConsentStatus } from "./ConsentStatus";
import cookiePolicyCopy from "@content/pages/cookiePolicy.json";

const hasOptionalServices =
  siteConfig.analyticsScripts.length + siteConfig.marketingScripts.length > 0 ||
  siteConfig.googleTagId !== "";

export function CookiePolicyPage() {
  const { t, lang, content } = useCopy(cookiePolicyCopy);
  const statusHeadingId = useId();
  const params = {
    consentKey: consentStorageKey(siteConfig),
    firstTouchKey: analyticsStorageKeys.firstTouch,
    services: t(hasOptionalServices ? "servicesActive" : "servicesNone"),
  };

  return (
    <Container className="py-12 sm:py-16">
      <div className="max-w-3xl">
        <PageLink
          to={pathFor("home", lang)}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          <span aria-hidden="true">←&nbsp;</span>
          {t("backHome")}
        </PageLink>
        <h1 className="mt-4 text-3xl font-semibold text-balance sm:text-4xl">{t("heading")}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t("intro")}</p>
        <ConsentStatus headingId={statusHeadingId} />
        {content.sections.map((section, sectionIndex) => (
          <section key={sectionIndex} className="mt-10">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index} className="mt-3 text-ink-muted">
                {interpolate(paragraph, params)}
              </p>
            ))}
          </section>
        ))}
      </div>
    </Container>
  );
}
