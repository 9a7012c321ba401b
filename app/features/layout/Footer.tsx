import { PageLink } from "../../components/ui/PageLink";
import { Container } from "../../components/ui/Container";
import { siteConfig } from "../../../common/siteConfig";
import { interpolate } from "../../../common/i18n/translate";
import { useCopy } from "../../i18n/useCopy";
import { pageTargetPath } from "../../../common/pageLinks";
import layoutCopy from "@content/site/layout.json";
import { Logo } from "./Logo";

/**
 * A footer link as the content gives it (content/site/layout.json): one of our pages, maybe a
 * section of it (`home#services`), or `network`, the company's page on its professional network.
 */
type FooterLink = { label: string; to: string };
type FooterColumn = { title: string; links: FooterLink[] };

const linkClass = "text-ink-muted underline-offset-4 hover:text-brand-700 hover:underline";

function FooterLinkItem({ link }: { link: FooterLink }) {
  const { lang } = useCopy(layoutCopy);
  const text = interpolate(link.label, { company: siteConfig.companyName });
  const path = pageTargetPath(link.to, lang);
  if (path === null) {
    return (
      <a href={siteConfig.professionalNetworkUrl} rel="noopener" className={linkClass}>
        {text}
      </a>
    );
  }
  return (
    <PageLink to={path} className={linkClass}>
      {text}
    </PageLink>
  );
}

/** A column of links; the navigation column is a landmark, named by `landmark`. */
function LinkColumn({ column, landmark }: { column: FooterColumn; landmark?: string }) {
  const content = (
    <div>
      <h2 className="text-sm font-semibold text-ink">{column.title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {column.links.map((link, index) => (
          <li key={index}>
            <FooterLinkItem link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
  return landmark ? <nav aria-label={landmark}>{content}</nav> : content;
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
          <FooterLinkItem link={{ label: t("networkLink"), to: "network" }} />
        </span>
      </address>
    </div>
  );
}

/**
 * The footer: the content's link columns (one to three) and its navigation column, the company's
 * details, and the legal links beside the cookie settings.
 */
export function Footer({ onOpenCookieSettings }: { onOpenCookieSettings?: () => void }) {
  const { t, content } = useCopy(layoutCopy);
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
          {content.footerColumns.map((column, index) => (
            <LinkColumn key={index} column={column} />
          ))}
          <LinkColumn column={content.footerNavigation} landmark={content.footerNavigation.label} />
        </div>
        <div
          className="mt-12 grid gap-6 border-t border-line pt-8 md:grid-cols-[1fr_auto]"
          data-testid="company-details"
        >
          <CompanyDetails />
          <ul className="flex flex-wrap items-start gap-x-6 gap-y-2 md:justify-end">
            {content.legalLinks.map((link, index) => (
              <li key={index}>
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
