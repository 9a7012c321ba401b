import { Container } from "../../components/ui/Container";
import { useCopy } from "../../i18n/useCopy";
import { contactCopy } from "./copy";

export function ContactPage() {
  const { t } = useCopy(contactCopy);
  return (
    <Container className="py-16">
      <h1 className="text-3xl font-bold">{t("heading")}</h1>
    </Container>
  );
}
