import { PageLink } from "../../components/ui/PageLink";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Container } from "../../components/ui/Container";
import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import { pathFor } from "../../../common/pagePaths";
import layoutCopy from "@content/site/layout.json";
import { LanguageToggle } from "./LanguageToggle";
import { Logo } from "./Logo";
import { MobileMenu, type NavLink } from "./MobileMenu";

export function Header() {
  const { t, lang } = useCopy(layoutCopy);
  const links: NavLink[] = [
    { to: pathFor("home", lang, "home"), label: t("navHome") },
    { to: pathFor("home", lang, "services"), label: t("navProduct") },
    { to: pathFor("contact", lang), label: t("navContact") },
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <PageLink
          to={pathFor("home", lang)}
          aria-label={t("homeLinkLabel", { product: siteConfig.productName })}
        >
          <Logo productName={siteConfig.productName} />
        </PageLink>
        <nav aria-label={t("mainNavigation")} className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-semibold">
            {links.map((link) => (
              <li key={link.to}>
                <PageLink to={link.to} className="text-ink-muted hover:text-brand-700">
                  {link.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 md:gap-3">
          <div className="hidden md:block">
            <LanguageToggle />
          </div>
          {/* The main call to action stays in view on phones too, from 375 px where it fits. */}
          <div className="hidden min-[375px]:block">
            <ButtonLink to={pathFor("contact", lang)} className="px-3 whitespace-nowrap md:px-4">
              {t("bookDemo")}
            </ButtonLink>
          </div>
          <MobileMenu links={links} />
        </div>
      </Container>
    </header>
  );
}
