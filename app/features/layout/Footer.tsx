import { Container } from "../../components/ui/Container";
import { siteConfig } from "../../config/site";
import { useCopy } from "../../i18n/useCopy";
import { layoutCopy } from "./copy";

export function Footer() {
  const { t } = useCopy(layoutCopy);
  return (
    <footer className="border-t border-line bg-surface-muted py-8 text-sm text-ink-muted">
      <Container>
        <p>{t("footerRights", { company: siteConfig.companyName })}</p>
      </Container>
    </footer>
  );
}
