import { useMemo } from "react";
import type { Lang } from "../../common/i18n/lang";
import {
  translator,
  type Copy,
  type Texts,
  type Translate,
  type TextKey,
} from "../../common/i18n/translate";
import { useLang } from "./useLang";

/** A content file in the page's language: `t` for its texts, `content` for its lists. */
export function useCopy<T extends Texts>(
  copy: Copy<T>,
): { t: Translate<TextKey<T>>; lang: Lang; content: T } {
  const lang = useLang();
  const t = useMemo(() => translator(copy, lang), [copy, lang]);
  return { t, lang, content: copy[lang] };
}
