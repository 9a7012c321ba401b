import { useMemo } from "react";
import type { Lang } from "../../common/i18n/lang";
import { translator, type Copy, type Translate } from "../../common/i18n/translate";
import { useLang } from "./useLang";

export function useCopy<K extends string>(copy: Copy<K>): { t: Translate<K>; lang: Lang } {
  const lang = useLang();
  const t = useMemo(() => translator(copy, lang), [copy, lang]);
  return { t, lang };
}
