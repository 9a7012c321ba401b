import { Menu, X } from "lucide-react";
import { useCallback, useRef, useState, type ButtonHTMLAttributes, type RefObject } from "react";
import { PageLink } from "../../components/ui/PageLink";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { ModalDialog } from "../../components/ui/ModalDialog";
import { useHydrated } from "../../components/ui/useHydrated";
import { siteConfig } from "../../../common/siteConfig";
import { useCopy } from "../../i18n/useCopy";
import { pathFor } from "../../../common/pagePaths";
import layoutCopy from "@content/site/layout.json";
import { LanguageToggle } from "./LanguageToggle";
import { Logo } from "./Logo";

export interface NavLink {
  to: string;
  label: string;
}

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-control border border-line text-ink hover:border-brand-600 hover:text-brand-700";
const panel =
  "fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 bg-surface p-0 text-ink backdrop:bg-transparent";

/** The prerendered menu's id: app.css holds the page still while it is open. */
const menuId = "mobile-menu";

/**
 * Below 768 px: a menu button that opens a full-screen menu with the same links
 * (docs/decisions/0103). The prerendered HTML opens it as a popover, with no script; once the
 * app runs, it is the modal dialog, mounted only while open, and takes over a popover the
 * visitor opened before.
 */
export function MobileMenu({ links }: { links: NavLink[] }) {
  const { t } = useCopy(layoutCopy);
  const hydrated = useHydrated();
  // On the client's first render, the popover may already be open: the dialog takes over.
  const [open, setOpen] = useState(
    () => globalThis.document?.getElementById(menuId)?.matches(":popover-open") ?? false,
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={iconButton}
        aria-haspopup="dialog"
        aria-expanded={hydrated ? open : undefined}
        popoverTarget={hydrated ? undefined : menuId}
        onClick={() => setOpen(true)}
        data-testid="menu-button"
      >
        <Menu aria-hidden size={22} />
        <span className="sr-only">{t("openMenu")}</span>
      </button>
      {hydrated ? (
        open && <MenuDialog links={links} returnFocus={buttonRef} onClose={close} />
      ) : (
        // Opens and closes without a script: the menu button and the close button target it.
        <div
          id={menuId}
          popover="auto"
          role="dialog"
          aria-label={t("menu")}
          onToggle={(event) => setOpen(event.newState === "open")}
          className={panel}
          data-testid="mobile-menu"
        >
          <MenuContent
            links={links}
            closeButton={{ popoverTarget: menuId, popoverTargetAction: "hide" }}
          />
        </div>
      )}
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
  const { t } = useCopy(layoutCopy);
  return (
    <ModalDialog
      returnFocus={returnFocus}
      onClose={onClose}
      aria-label={t("menu")}
      className={panel}
      data-testid="mobile-menu"
    >
      <MenuContent links={links} closeButton={{ onClick: onClose }} onChoose={onClose} />
    </ModalDialog>
  );
}

function MenuContent({
  links,
  closeButton,
  onChoose,
}: {
  links: NavLink[];
  closeButton: ButtonHTMLAttributes<HTMLButtonElement>;
  onChoose?: () => void;
}) {
  const { t, lang } = useCopy(layoutCopy);
  return (
    <>
      <div className="flex h-16 items-center justify-between border-b border-line px-4">
        <Logo productName={siteConfig.productName} />
        <button type="button" className={iconButton} {...closeButton}>
          <X aria-hidden size={22} />
          <span className="sr-only">{t("closeMenu")}</span>
        </button>
      </div>
      <nav aria-label={t("mainNavigation")} className="px-4 py-6">
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.to}>
              <PageLink
                to={link.to}
                onClick={onChoose}
                className="flex min-h-12 items-center rounded-control px-3 text-xl font-semibold text-ink hover:bg-brand-50"
              >
                {link.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-3 border-t border-line px-4 py-6">
        <LanguageToggle onSwitch={onChoose} />
        <ButtonLink to={pathFor("contact", lang)} size="lg" className="grow" onClick={onChoose}>
          {t("bookDemo")}
        </ButtonLink>
      </div>
    </>
  );
}
