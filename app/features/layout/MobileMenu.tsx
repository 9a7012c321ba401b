import { Menu, X } from "lucide-react";
import { useCallback, useRef, useState, type RefObject } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { ModalDialog } from "../../components/ui/ModalDialog";
import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import { pathFor } from "../../../common/pagePaths";
import { layoutCopy } from "./copy";
import { LanguageToggle } from "./LanguageToggle";
import { Logo } from "./Logo";

export interface NavLink {
  to: string;
  label: string;
}

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-control border border-line text-ink hover:border-brand-600 hover:text-brand-700";

/** Below 768 px: a menu button that opens a full-screen menu with the same links. */
export function MobileMenu({ links }: { links: NavLink[] }) {
  const { t } = useCopy(layoutCopy);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={iconButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="menu-button"
      >
        <Menu aria-hidden size={22} />
        <span className="sr-only">{t("openMenu")}</span>
      </button>
      {open && <MenuDialog links={links} returnFocus={buttonRef} onClose={close} />}
    </div>
  );
}

function MenuDialog({
  links,
  returnFocus,
  onClose,
}: {
  links: NavLink[];
  returnFocus: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const { t, lang } = useCopy(layoutCopy);

  return (
    <ModalDialog
      returnFocus={returnFocus}
      onClose={onClose}
      aria-label={t("menu")}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-surface p-0 text-ink backdrop:bg-transparent"
      data-testid="mobile-menu"
    >
      <div className="flex h-16 items-center justify-between border-b border-line px-4">
        <Logo productName={siteConfig.productName} />
        <button type="button" className={iconButton} onClick={onClose}>
          <X aria-hidden size={22} />
          <span className="sr-only">{t("closeMenu")}</span>
        </button>
      </div>
      <nav aria-label={t("mainNavigation")} className="px-4 py-6">
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={onClose}
                className="flex min-h-12 items-center rounded-control px-3 text-xl font-semibold text-ink hover:bg-brand-50"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-3 border-t border-line px-4 py-6">
        <LanguageToggle onSwitch={onClose} />
        <ButtonLink to={pathFor("contact", lang)} size="lg" className="grow" onClick={onClose}>
          {t("bookDemo")}
        </ButtonLink>
      </div>
    </ModalDialog>
  );
}
