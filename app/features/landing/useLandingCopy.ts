import { useCallback } from "react";
import { siteConfig } from "../../../common/siteConfig";
import type { Params, Translate } from "../../../common/i18n/translate";
import { useCopy } from "../../i18n/useCopy";
import { landingCopy, type LandingKey } from "./copy";

/**
 * The landing copy, read at build time: only the prerendered HTML carries it, never a script or
 * route data (docs/decisions/0114-copy-sent-once.md). `{product}` is filled in from the site
 * configuration.
 */
export function useLandingCopy() {
  const { t, lang } = useCopy(landingCopy);
  const withProduct = useCallback<Translate<LandingKey>>(
    (key, params?: Params) => t(key, { product: siteConfig.productName, ...params }),
    [t],
  );
  return { t: withProduct, lang };
}
