import type { MouseEvent } from "react";
import { PageLink } from "../../components/ui/PageLink";
import { usePageNavigation } from "../../routing/pageNavigation";
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
  const { pathname, hash, go } = usePageNavigation();
  const { toggleLabel, versionName } = languageRow(target);
  const href = pathInLang(pathname, target, hash);

  // In-page anchor clicks change the hash without the router noticing, so read it at click time.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(target);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSwitch?.();
    go(pathInLang(pathname, target, window.location.hash));
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
      <span className="sr-only">{` – ${versionName}`}</span>
    </PageLink>
  );
}
