import { useCopy } from "../../i18n/useCopy";
import { landingCopy } from "./copy";
import { useWithProduct } from "./useHydratedLandingCopy";

/**
 * The landing copy of the sections only the prerendered HTML carries: read at build time, never
 * sent to the browser (docs/decisions/0114-copy-sent-once.md).
 */
export function useLandingCopy() {
  const { t, lang } = useCopy(landingCopy);
  return { t: useWithProduct(t), lang };
}
