import { Container } from "../../components/ui/Container";
import { siteConfig } from "../../config/site";
import { useCopy } from "../../i18n/useCopy";
import { useConsent } from "../consent";
import { layoutCopy } from "./copy";

export function Footer() {
  const { t } = useCopy(layoutCopy);
  const { openSettings } = useConsent();
  return (
    <footer className="border-t border-line bg-surface-muted py-8 text-sm text-ink-muted">
      <Container>
        <p>{t("footerRights", { company: siteConfig.companyName })}</p>
        <button
          type="button"
          onClick={openSettings}
          className="mt-2 min-h-11 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t("cookieSettings")}
        </button>
      </Container>
    </footer>
  );
}
