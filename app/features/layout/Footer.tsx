import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "../../components/ui/Container";
import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import { pathFor } from "../../../common/pagePaths";
import { layoutCopy } from "./copy";
import { Logo } from "./Logo";

const linkClass = "text-ink-muted underline-offset-4 hover:text-brand-700 hover:underline";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </div>
  );
}

/** `tel:` wants the number without spaces or punctuation other than a leading +. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function Footer({ onOpenCookieSettings }: { onOpenCookieSettings?: () => void }) {
  const { t, lang } = useCopy(layoutCopy);
  const { address } = siteConfig;
  const home = (hash: string) => pathFor("home", lang, hash);
  const network = t("companyNetwork", { company: siteConfig.companyName });

  return (
    <footer
      className="render-when-near border-t border-line bg-surface-muted text-sm"
      data-testid="site-footer"
    >
      <Container className="py-section-sm">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div className="sm:col-span-2 lg:col-span-1">
            <Logo productName={siteConfig.productName} />
            <p className="mt-4 max-w-xs text-ink-muted">{t("footerTagline")}</p>
          </div>
          <Column title={t("footerProducts")}>
            <li>
              <Link to={home("services")} className={linkClass}>
                {t("productHub")}
              </Link>
            </li>
            <li>
              <Link to={home("ai-insights")} className={linkClass}>
                {t("productAi")}
              </Link>
            </li>
            <li>
              <Link to={home("services")} className={linkClass}>
                {t("productCapa")}
              </Link>
            </li>
            <li>
              <Link to={home("integrations")} className={linkClass}>
                {t("productOffice")}
              </Link>
            </li>
          </Column>
          <Column title={t("footerCompany")}>
            <li>
              <Link to={home("about")} className={linkClass}>
                {t("companySecurity")}
              </Link>
            </li>
            <li>
              <Link to={home("certifications")} className={linkClass}>
                {t("companyStandards")}
              </Link>
            </li>
            <li>
              <a href={siteConfig.professionalNetworkUrl} rel="noopener" className={linkClass}>
                {network}
              </a>
            </li>
          </Column>
          <Column title={t("footerSupport")}>
            <li>
              <Link to={pathFor("contact", lang)} className={linkClass}>
                {t("supportDemo")}
              </Link>
            </li>
            <li>
              <Link to={pathFor("contact", lang)} className={linkClass}>
                {t("supportContact")}
              </Link>
            </li>
            <li>
              <Link to={pathFor("cookiePolicy", lang)} className={linkClass}>
                {t("cookiePolicy")}
              </Link>
            </li>
          </Column>
          <nav aria-label={t("footerNavigationLabel")}>
            <Column title={t("footerNavigation")}>
              <li>
                <Link to={home("home")} className={linkClass}>
                  {t("navHome")}
                </Link>
              </li>
              <li>
                <Link to={home("services")} className={linkClass}>
                  {t("navProduct")}
                </Link>
              </li>
              <li>
                <Link to={pathFor("contact", lang)} className={linkClass}>
                  {t("navContact")}
                </Link>
              </li>
            </Column>
          </nav>
        </div>

        <div
          className="mt-12 grid gap-6 border-t border-line pt-8 md:grid-cols-[1fr_auto]"
          data-testid="company-details"
        >
          <div>
            <h2 className="text-sm font-semibold text-ink">{t("footerDetails")}</h2>
            <address className="mt-3 grid gap-x-8 gap-y-1 text-ink-muted not-italic sm:grid-cols-2">
              <span>{siteConfig.companyName}</span>
              <span>{t("registerNumber", { number: siteConfig.registerNumber })}</span>
              <span>
                {address.street}, {address.postalCode} {address.city}, {address.countryName[lang]}
              </span>
              <span>{t("vatNumber", { number: siteConfig.vatNumber })}</span>
              <span>
                {t("emailLabel")}:{" "}
                <a href={`mailto:${siteConfig.email}`} className={linkClass}>
                  {siteConfig.email}
                </a>
              </span>
              <span>
                {t("phoneLabel")}:{" "}
                <a href={telHref(siteConfig.phone)} className={linkClass}>
                  {siteConfig.phone}
                </a>
              </span>
              <span>
                <a href={siteConfig.professionalNetworkUrl} rel="noopener" className={linkClass}>
                  {network}
                </a>
              </span>
            </address>
          </div>
          <ul className="flex flex-wrap items-start gap-x-6 gap-y-2 md:justify-end">
            <li>
              <Link to={pathFor("privacyPolicy", lang)} className={linkClass}>
                {t("privacyPolicy")}
              </Link>
            </li>
            <li>
              <Link to={pathFor("cookiePolicy", lang)} className={linkClass}>
                {t("cookiePolicy")}
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={onOpenCookieSettings}
                className={`${linkClass} cursor-pointer`}
                data-testid="cookie-settings"
              >
                {t("cookieSettings")}
              </button>
            </li>
          </ul>
        </div>
        <p className="mt-8 text-ink-muted">
          {t("footerRights", { company: siteConfig.companyName })}
        </p>
      </Container>
    </footer>
  );
}
