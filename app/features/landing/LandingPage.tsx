import { Container } from "../../components/ui/Container";
import { useCopy } from "../../i18n/useCopy";
import { landingCopy } from "./copy";

export function LandingPage() {
  const { t } = useCopy(landingCopy);
  return (
    <Container className="py-16">
      <h1 className="text-3xl font-bold">{t("heading")}</h1>
    </Container>
  );
}
