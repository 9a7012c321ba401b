import { useCallback } from "react";
import { siteConfig } from "../../config/site";
import type { Params } from "../../i18n/translate";
import { useCopy } from "../../i18n/useCopy";
import { landingCopy, type LandingKey } from "./copy";

/** The landing copy with `{product}` always filled in from the site configuration. */
export function useLandingCopy() {
  const { t, lang } = useCopy(landingCopy);
  const text = useCallback(
    (key: LandingKey, params?: Params) => t(key, { product: siteConfig.productName, ...params }),
    [t],
  );
  return { t: text, lang };
}
