import { useEffect } from "react";
import { defaultLang } from "../../../common/i18n/lang";
import { pathFor } from "../../../common/pagePaths";
import { languageMemory } from "./consentRuntime";
import { usePageNavigation } from "../../routing/pageNavigation";

// Only the page the visitor opened counts, not later in-app navigation to `/`.
let checked = false;

/**
 * A visitor who remembered another language (Dutch) and opens `/` is taken to that language's
 * home (`/nl`), after hydration; crawlers and first-time visitors keep the default language's
 * page (docs/product.md#languages).
 */
export function useRememberedLanguage(): void {
  const { pathname } = usePageNavigation();
  const isDefaultHome = pathname === pathFor("home", defaultLang);

  useEffect(() => {
    if (checked) return;
    checked = true;
    const remembered = isDefaultHome ? languageMemory.recall() : null;
    if (remembered && remembered !== defaultLang) {
      // The home page is a document of its own in each language (docs/decisions/0114).
      window.location.replace(`${pathFor("home", remembered)}${window.location.hash}`);
    }
  }, [isDefaultHome]);
}
