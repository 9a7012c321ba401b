import { PageLink } from "../../components/ui/PageLink";
import { siteConfig } from "../../../common/siteConfig";
import type { Translate } from "../../../common/i18n/translate";
import type { Lang } from "../../../common/i18n/lang";
import { pathFor } from "../../../common/pagePaths";
import type { privacyPolicyCopy } from "./copy";
import type { PolicyBlock as Block } from "./policySections";

type T = Translate<keyof typeof privacyPolicyCopy.en>;

const params = {
  company: siteConfig.companyName,
  product: siteConfig.productName,
  consentDays: siteConfig.consentMaxAgeDays,
};

function EmailLink() {
  return <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>;
}

function CompanyDetails({ t, lang }: { t: T; lang: Lang }) {
  const { address } = siteConfig;
  return (
    <address>
      <p>
        <strong>{siteConfig.companyName}</strong>
        <br />
        {address.street}
        <br />
        {address.postalCode} {address.city}
        <br />
        {address.countryName[lang]}
      </p>
      <p>
        {t("contactRegister", { register: siteConfig.registerNumber })}
        <br />
        {t("contactVat", { vat: siteConfig.vatNumber })}
        <br />
        {t("contactEmail")} <EmailLink />
        <br />
        {t("contactPhone")}{" "}
        <a href={`tel:${siteConfig.phone.replace(/\s+/g, "")}`}>{siteConfig.phone}</a>
      </p>
    </address>
  );
}

export function PolicyBlock({ block, t, lang }: { block: Block; t: T; lang: Lang }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{t(block.text, params)}</p>;
    case "list":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{t(item, params)}</li>
          ))}
        </ul>
      );
    case "terms":
      return (
        <ul>
          {block.items.map(([term, text]) => (
            <li key={term}>
              <strong>{t(term)}</strong> {t(text, params)}
            </li>
          ))}
        </ul>
      );
    case "emailParagraph": {
      const [before = "", after = ""] = t(block.text, params).split("{email}");
      return (
        <p>
          {before}
          <EmailLink />
          {after}
        </p>
      );
    }
    case "pageLink":
      return (
        <p>
          <PageLink to={pathFor(block.page, lang)}>{t(block.text)}</PageLink>
        </p>
      );
    case "externalLink":
      return (
        <p>
          <a href={t(block.href)} rel="noopener">
            {t(block.text)}
          </a>
        </p>
      );
    case "companyDetails":
      return <CompanyDetails t={t} lang={lang} />;
  }
}
