import { useLocation } from "react-router";
import { langFromPath } from "../../common/pagePaths";
import type { Lang } from "../../common/i18n/lang";

/** The language lives in the URL (DECISIONS.md), so the path is the only source of truth. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}
