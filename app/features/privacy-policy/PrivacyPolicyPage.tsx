import { Container } from "../../components/ui/Container";
import { BelowTheFold } from "../../components/ui/BelowTheFold";
import { Prerendered } from "../../components/ui/Prerendered";
import { Prose, ProseSection } from "../../components/ui/Prose";
import { TableOfContents } from "../../components/ui/TableOfContents";
import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import privacyPolicyCopy from "@content/pages/privacyPolicy.json";
import { PolicySectionBody, type PolicySectionContent } from "./PolicySectionBody";
import { LastUpdated } from "./LastUpdated";

const brand = { company: siteConfig.companyName, product: siteConfig.productName };

/**
 * The policy opens as a document (common/documentPages.ts): only its HTML carries the text, and
 * the one line the browser changes, the date it was last updated, hydrates (docs/decisions/0116).
 */
export function PrivacyPolicyPage() {
  return (
    <Container className="py-12 sm:py-16">
      <div className="max-w-[60ch]">
        <Prerendered>{import.meta.env.SSR && <PolicyHeading />}</Prerendered>
        <LastUpdated />
      </div>
      <Prerendered className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
        {import.meta.env.SSR && <PolicyText />}
      </Prerendered>
    </Container>
  );
}

function PolicyHeading() {
  const { t } = useCopy(privacyPolicyCopy);
  return (
    <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
      {t("heading")}
    </h1>
  );
}

function PolicyText() {
  const { t, lang, content } = useCopy(privacyPolicyCopy);
  const sections: PolicySectionContent[] = content.sections;
  const toc = sections.map((section) => ({ id: section.id, label: section.heading }));
  return (
    <>
      <TableOfContents
        heading={t("contents")}
        items={toc}
        className="mb-10 lg:sticky lg:top-24 lg:order-last lg:mb-0 lg:self-start"
      />
      <Prose>
        <p>{t("intro", brand)}</p>
        <p>{t("introScope", brand)}</p>
        {sections.map((section) => (
          <BelowTheFold key={section.id}>
            <ProseSection id={section.id} heading={section.heading}>
              <PolicySectionBody section={section} t={t} lang={lang} />
            </ProseSection>
          </BelowTheFold>
        ))}
      </Prose>
    </>
  );
}
