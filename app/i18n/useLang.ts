import { langFromPath } from "../../common/pagePaths";
import type { Lang } from "../../common/i18n/lang";
import { usePageNavigation } from "../routing/pageNavigation";

/** The language lives in the URL (docs/product.md#languages): the path alone decides. */
export function useLang(): Lang {
  return langFromPath(usePageNavigation().pathname);
}
