import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { rememberLanguage } from "../consent";
import { otherLang } from "../../../common/i18n/lang";
import { useCopy } from "../../i18n/useCopy";
import { pathInLang } from "../../../common/pagePaths";
import { layoutCopy } from "./copy";

/** Shows the language you can switch to (NL while English is active) and keeps page and hash. */
export function LanguageToggle({ onSwitch }: { onSwitch?: () => void }) {
  const { t, lang } = useCopy(layoutCopy);
  const location = useLocation();
  const navigate = useNavigate();
  const target = otherLang(lang);
  const href = pathInLang(location.pathname, target, location.hash);

  // In-page anchor clicks change the hash without the router noticing, so read it at click time.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(target);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSwitch?.();
    navigate(pathInLang(location.pathname, target, window.location.hash));
  };

  return (
    <Link
      to={href}
      hrefLang={target}
      lang={target}
      onClick={handleClick}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700"
      data-testid="language-toggle"
    >
      {target.toUpperCase()}
      <span className="sr-only"> – {t("switchLanguage")}</span>
    </Link>
  );
}
