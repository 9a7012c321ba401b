import { useCallback } from "react";
import home from "@content/pages/home.json";
import { siteConfig } from "../../../common/siteConfig";
import {
  interpolate,
  type Params,
  type TextKey,
  type Translate,
} from "../../../common/i18n/translate";
import { useCopy } from "../../i18n/useCopy";

type HomeText = TextKey<(typeof home)["en"]>;

/**
 * The home page's content (content/pages/home.json), read at build time: only the prerendered
 * HTML carries it, never a script or route data (docs/decisions/0114-copy-sent-once.md).
 * `{product}` is filled in from the site configuration, in the texts (`t`) and the lists' items
 * (`fill`).
 */
export function useLandingCopy() {
  const { t, lang, content } = useCopy(home);
  const withProduct = useCallback<Translate<HomeText>>(
    (key, params?: Params) => t(key, { product: siteConfig.productName, ...params }),
    [t],
  );
  const fill = useCallback(
    (text: string) => interpolate(text, { product: siteConfig.productName }),
    [],
  );
  return { t: withProduct, lang, content, fill };
}
