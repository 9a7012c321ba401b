import { useCallback } from "react";
import { siteConfig } from "../../../common/siteConfig";
import type { Params, Translate } from "../../../common/i18n/translate";
import { useRouteCopy } from "../../i18n/routeCopy";
import type { LandingKey } from "./copy";

/** The landing texts the browser renders itself, with the route that sends them. */
export const hydratedLandingKeys = [
  "metaTitle",
  "metaDescription",
  "problemOneTitle",
  "problemOneText",
  "problemTwoTitle",
  "problemTwoText",
  "carouselLabel",
  "pauseRotation",
  "startRotation",
  "previousSlide",
  "nextSlide",
  "slideLabel",
  "slidePicker",
  "goToSlide",
] as const satisfies readonly LandingKey[];

type HydratedKey = (typeof hydratedLandingKeys)[number];

/** `{product}` always filled in from the site configuration. */
export function useWithProduct<K extends string>(t: Translate<K>) {
  return useCallback(
    (key: K, params?: Params) => t(key, { product: siteConfig.productName, ...params }),
    [t],
  );
}

/**
 * The few landing texts the browser renders itself (the carousel's cards and controls, the
 * page's title): route data of the home route (app/routes/home.tsx); the rest of the page's copy
 * reaches the browser only in its HTML (docs/decisions/0114-copy-sent-once.md).
 */
export function useHydratedLandingCopy() {
  const { t, lang } = useRouteCopy<HydratedKey>();
  return { t: useWithProduct(t), lang };
}
