import { ButtonLink } from "../../components/ui/ButtonLink";
import { Container } from "../../components/ui/Container";
import { useCopy } from "../../i18n/useCopy";
import { pathFor } from "../../../common/pagePaths";
import messageSentCopy from "@content/site/messageSent.json";

/** Where the plain HTML contact form lands once the endpoint has stored the message. */
export function MessageSentPage() {
  const { t, lang } = useCopy(messageSentCopy);
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-semibold">{t("title")}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">{t("thanks")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <ButtonLink to={pathFor("home", lang)} variant="primary">
          {t("backHome")}
        </ButtonLink>
        <ButtonLink to={pathFor("contact", lang)} variant="secondary">
          {t("backToContact")}
        </ButtonLink>
      </div>
    </Container>
  );
}
