import { useCallback } from "react";
import { siteConfig } from "../../../common/siteConfig";
import type { Params } from "../../../common/i18n/translate";
import { useRouteCopy } from "../../i18n/routeCopy";
import type { LandingKey } from "./copy";

/**
 * The landing copy with `{product}` always filled in from the site configuration. It arrives as
 * route data (app/routes/home.tsx), so the home page's JavaScript carries no texts of its own.
 */
export function useLandingCopy() {
  const { t, lang } = useRouteCopy<LandingKey>();
  const text = useCallback(
    (key: LandingKey, params?: Params) => t(key, { product: siteConfig.productName, ...params }),
    [t],
  );
  return { t: text, lang };
}
