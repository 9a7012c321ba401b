import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Container } from "../../components/ui/Container";
import { useCopy } from "../../i18n/useCopy";
import { pathFor } from "../../../common/pagePaths";
import notFoundCopy from "@content/site/notFound.json";

export function NotFoundPage() {
  const { t, lang } = useCopy(notFoundCopy);
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <Container className="py-24 text-center">
      <p className="text-6xl font-semibold text-brand-700">{t("code")}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t("title")}</h1>
      <ButtonLink to={pathFor("home", lang)} variant="primary" className="mt-8">
        {t("backHome")}
      </ButtonLink>
    </Container>
  );
}
