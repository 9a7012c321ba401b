import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageLink } from "../../components/ui/PageLink";
import { opensAsDocument } from "../../routing/documentPages";
import { rememberLanguage } from "../consent";
import { languageRow, otherLanguages, type Lang } from "../../../common/i18n/lang";
import { useLang } from "../../i18n/useLang";
import { pathInLang } from "../../../common/pagePaths";

/**
 * Shows the languages you can switch to (NL while English is active) and keeps page and hash.
 * Each link's spoken name is in its own language, for the reader who follows it.
 */
export function LanguageToggle({ onSwitch }: { onSwitch?: () => void }) {
  const lang = useLang();
  return otherLanguages(lang).map((target) => (
    <LanguageLink key={target} target={target} onSwitch={onSwitch} />
  ));
}

function LanguageLink({ target, onSwitch }: { target: Lang; onSwitch?: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { toggleLabel, versionName } = languageRow(target);
  const href = pathInLang(location.pathname, target, location.hash);

  // In-page anchor clicks change the hash without the router noticing, so read it at click time.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(target);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSwitch?.();
    const destination = pathInLang(location.pathname, target, window.location.hash);
    if (opensAsDocument(destination)) window.location.assign(destination);
    else void navigate(destination);
  };

  return (
    <PageLink
      to={href}
      hrefLang={target}
      lang={target}
      onClick={handleClick}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700"
      data-testid="language-toggle"
    >
      {toggleLabel}
      <span className="sr-only"> – {versionName}</span>
    </PageLink>
  );
}
