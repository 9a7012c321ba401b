import { PageLink } from "../../components/ui/PageLink";
import { Container } from "../../components/ui/Container";
import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import { pathFor } from "../../../common/pagePaths";
import { layoutCopy } from "./copy";
import { footerColumns, legalLinks, type FooterColumn, type FooterLink } from "./footerLinks";
import { Logo } from "./Logo";

const linkClass = "text-ink-muted underline-offset-4 hover:text-brand-700 hover:underline";

function FooterLinkItem({ link }: { link: FooterLink }) {
  const { t, lang } = useCopy(layoutCopy);
  const text = t(link.label, { company: siteConfig.companyName });
  if (link.page === undefined) {
    return (
      <a href={siteConfig.professionalNetworkUrl} rel="noopener" className={linkClass}>
        {text}
      </a>
    );
  }
  return (
    <PageLink to={pathFor(link.page, lang, link.section)} className={linkClass}>
      {text}
    </PageLink>
  );
}

function LinkColumn({ column }: { column: FooterColumn }) {
  const { t } = useCopy(layoutCopy);
  const content = (
    <div>
      <h2 className="text-sm font-semibold text-ink">{t(column.title)}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {column.links.map((link) => (
          <li key={link.label}>
            <FooterLinkItem link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
  return column.landmark ? <nav aria-label={t(column.landmark)}>{content}</nav> : content;
}

/** `tel:` wants the number without spaces or punctuation other than a leading +. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

function CompanyDetails() {
  const { t, lang } = useCopy(layoutCopy);
  const { address } = siteConfig;
  return (
    <div>
      <h2 className="text-sm font-semibold text-ink">{t("footerDetails")}</h2>
      <address className="mt-3 grid gap-x-8 gap-y-1 text-ink-muted not-italic sm:grid-cols-2">
        <span>{siteConfig.companyName}</span>
        <span>{t("registerNumber", { number: siteConfig.registerNumber })}</span>
        <span>
          {`${address.street}, ${address.postalCode} ${address.city}, ${address.countryName[lang]}`}
        </span>
        <span>{t("vatNumber", { number: siteConfig.vatNumber })}</span>
        <span>
          {`${t("emailLabel")}: `}
          <a href={`mailto:${siteConfig.email}`} className={linkClass}>
            {siteConfig.email}
          </a>
        </span>
        <span>
          {`${t("phoneLabel")}: `}
          <a href={telHref(siteConfig.phone)} className={linkClass}>
            {siteConfig.phone}
          </a>
        </span>
        <span>
          <FooterLinkItem link={{ label: "companyNetwork", href: "network" }} />
        </span>
      </address>
    </div>
  );
}

export function Footer({ onOpenCookieSettings }: { onOpenCookieSettings?: () => void }) {
  const { t } = useCopy(layoutCopy);
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
          {footerColumns.map((column) => (
            <LinkColumn key={column.title} column={column} />
          ))}
        </div>
        <div
          className="mt-12 grid gap-6 border-t border-line pt-8 md:grid-cols-[1fr_auto]"
          data-testid="company-details"
        >
          <CompanyDetails />
          <ul className="flex flex-wrap items-start gap-x-6 gap-y-2 md:justify-end">
            {legalLinks.map((link) => (
              <li key={link.label}>
                <FooterLinkItem link={link} />
              </li>
            ))}
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
