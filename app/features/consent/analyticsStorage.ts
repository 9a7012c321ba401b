import { productSlug, siteConfig } from "../../../common/siteConfig";
import type { KeyValueStorage } from "../../browser/safeStorage";

/**
 * Every local-storage key the site itself keeps for analytics (docs/product.md#lead-source). Each
 * exists only while analytics consent is given: it goes on withdrawal, when the consent record
 * expires, and whenever a page starts without that consent.
 */
export const analyticsStorageKeys = {
  firstTouch: `${productSlug(siteConfig.productName)}_first_touch`,
} as const;

export function clearAnalyticsStorage(storage: KeyValueStorage): void {
  for (const key of Object.values(analyticsStorageKeys)) storage.removeItem(key);
}
