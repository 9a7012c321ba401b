import type { ReactNode } from "react";
import { useCopy } from "../../i18n/useCopy";
import { useConsentActions } from "../consent";
import layoutCopy from "@content/site/layout.json";
import { Footer } from "./Footer";
import { Header } from "./Header";

export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useCopy(layoutCopy);
  const { openSettings } = useConsentActions();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:p-3"
      >
        {t("skipToContent")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer onOpenCookieSettings={openSettings} />
    </div>
  );
}
