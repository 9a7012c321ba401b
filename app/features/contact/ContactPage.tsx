import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { PageLink } from "../../components/ui/PageLink";
import { Container } from "../../components/ui/Container";
import { useCopy } from "../../i18n/useCopy";
import { pathFor } from "../../../common/pagePaths";
import { useConsentActions, useHasConsent } from "../consent";
import { ContactDetails } from "./ContactDetails";
import { ContactForm } from "./ContactForm";
import contactCopy from "@content/pages/contact.json";
import { createContactQueryClient } from "./sendContactMessage";

export function ContactPage() {
  const { t, lang } = useCopy(contactCopy);
  const analyticsAllowed = useHasConsent("analytics");
  const { openSettings } = useConsentActions();
  // Created with the page, so the home page never loads the server-state cache.
  const [queryClient] = useState(createContactQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <Container className="py-12 sm:py-16">
        {/* The language toggle is the header's, on every page. */}
        <PageLink
          to={pathFor("home", lang)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←&nbsp;</span>
          {t("backToHome")}
        </PageLink>
        <h1 className="mt-6 text-3xl font-semibold text-balance sm:text-4xl">{t("heading")}</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("intro")}</p>
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
          <ContactDetails />
          <section aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading" className="mb-4 text-xl font-semibold">
              {t("formHeading")}
            </h2>
            <ContactForm consent={{ analyticsAllowed, openSettings }} />
          </section>
        </div>
      </Container>
    </QueryClientProvider>
  );
}
