import { useId } from "react";
import { PageLink } from "../../components/ui/PageLink";
import { Container } from "../../components/ui/Container";
import { consentStorageKey, siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import { pathFor } from "../../../common/pagePaths";
import { analyticsStorageKeys } from "../consent";
import { ConsentStatus } from "./ConsentStatus";
import { cookiePolicyCopy } from "./copy";

const hasOptionalServices =
  siteConfig.analyticsScripts.length + siteConfig.marketingScripts.length > 0 ||
  siteConfig.googleTagId !== "";

export function CookiePolicyPage() {
  const { t, lang } = useCopy(cookiePolicyCopy);
  const statusHeadingId = useId();
  const sections = [
    {
      heading: t("whatHeading"),
      paragraphs: [t("whatText", { key: consentStorageKey(siteConfig) })],
    },
    {
      heading: t("categoriesHeading"),
      paragraphs: [
        t("essentialText"),
        t("analyticsText"),
        t("firstTouchText", { key: analyticsStorageKeys.firstTouch }),
        t("marketingText"),
        t("preferencesText"),
        t(hasOptionalServices ? "servicesActive" : "servicesNone"),
      ],
    },
    { heading: t("contactHeading"), paragraphs: [t("contactText")] },
    { heading: t("visitsHeading"), paragraphs: [t("visitsText")] },
    { heading: t("changeHeading"), paragraphs: [t("changeText")] },
  ];

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
        {sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-ink-muted">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </Container>
  );
}
