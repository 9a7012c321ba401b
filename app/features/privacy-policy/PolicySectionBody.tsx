import { Fragment, type ReactNode } from "react";
import { PageLink } from "../../components/ui/PageLink";
import { siteConfig } from "../../../common/siteConfig";
import { interpolate, type Translate } from "../../../common/i18n/translate";
import type { Lang } from "../../../common/i18n/lang";
import { pageTargetPath } from "../../../common/pageLinks";

/** A section of the policy as the content gives it (content/pages/privacyPolicy.json). */
export interface PolicySectionContent {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets: string[];
  terms: { term: string; text: string }[];
  closing: string[];
  links: { text: string; to: string }[];
}

type DetailKey = "contactRegister" | "contactVat" | "contactEmail" | "contactPhone";

const params = {
  company: siteConfig.companyName,
  product: siteConfig.productName,
  consentDays: siteConfig.consentMaxAgeDays,
};

function EmailLink() {
  return <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>;
}

function CompanyDetails({ t, lang }: { t: Translate<DetailKey>; lang: Lang }) {
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

/** A text with the company's address as a link wherever it says `{email}`. */
function WithEmail({ text }: { text: string }) {
  const parts = interpolate(text, params).split("{email}");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <EmailLink />}
      {part}
    </Fragment>
  ));
}

/**
 * One section's body in the content's order: paragraphs, plain bullets, bullets led by a bold
 * term, closing paragraphs, links. A paragraph of `{companyDetails}` alone is the company's
 * details.
 */
export function PolicySectionBody({
  section,
  t,
  lang,
}: {
  section: PolicySectionContent;
  t: Translate<DetailKey>;
  lang: Lang;
}) {
  const paragraph = (text: string, index: number): ReactNode =>
    text.trim() === "{companyDetails}" ? (
      <CompanyDetails key={index} t={t} lang={lang} />
    ) : (
      <p key={index}>
        <WithEmail text={text} />
      </p>
    );
  return (
    <>
      {section.paragraphs.map(paragraph)}
      {section.bullets.length > 0 && (
        <ul>
          {section.bullets.map((item, index) => (
            <li key={index}>
              <WithEmail text={item} />
            </li>
          ))}
        </ul>
      )}
      {section.terms.length > 0 && (
        <ul>
          {section.terms.map(({ term, text }, index) => (
            <li key={index}>
              <strong>{term}</strong> <WithEmail text={text} />
            </li>
          ))}
        </ul>
      )}
      {section.closing.map(paragraph)}
      {section.links.map(({ text, to }, index) => {
        const path = pageTargetPath(to, lang);
        return (
          <p key={index}>
            {path === null ? (
              <a href={to} rel="noopener">
                {text}
              </a>
            ) : (
              <PageLink to={path}>{text}</PageLink>
            )}
          </p>
        );
      })}
    </>
  );
}
