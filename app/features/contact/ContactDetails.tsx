import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import contactCopy from "@content/pages/contact.json";

/** `tel:` wants the number without spaces or punctuation other than the leading plus. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export function ContactDetails() {
  const { t } = useCopy(contactCopy);
  const linkClasses = "font-semibold text-brand-700 underline-offset-4 hover:underline";
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="self-start rounded-card border border-line bg-surface-muted p-6"
    >
      <h2 id="contact-details-heading" className="text-lg font-semibold">
        {t("detailsHeading")}
      </h2>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-sm text-ink-muted">{t("emailLabel")}</dt>
          <dd>
            <a href={`mailto:${siteConfig.email}`} className={linkClasses}>
              {siteConfig.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t("phoneLabel")}</dt>
          <dd>
            <a href={telHref(siteConfig.phone)} className={linkClasses}>
              {siteConfig.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t("networkLabel")}</dt>
          <dd>
            <a href={siteConfig.professionalNetworkUrl} rel="noopener" className={linkClasses}>
              {t("networkLinkText", { company: siteConfig.companyName })}
            </a>
          </dd>
        </div>
      </dl>
      <p className="mt-6 font-semibold text-ink">{t("replyPromise")}</p>
    </section>
  );
}
