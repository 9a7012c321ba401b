import { Container } from "../../components/ui/Container";
import { useCopy } from "../../i18n/useCopy";
import { privacyPolicyCopy } from "./copy";

export function PrivacyPolicyPage() {
  const { t } = useCopy(privacyPolicyCopy);
  return (
    <Container className="py-16">
      <h1 className="text-3xl font-bold">{t("heading")}</h1>
    </Container>
  );
}
