import { Container } from "../../components/ui/Container";
import { useCopy } from "../../i18n/useCopy";
import { cookiePolicyCopy } from "./copy";

export function CookiePolicyPage() {
  const { t } = useCopy(cookiePolicyCopy);
  return (
    <Container className="py-16">
      <h1 className="text-3xl font-bold">{t("heading")}</h1>
    </Container>
  );
}
