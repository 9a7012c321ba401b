import { isLang, type Lang } from "../../../common/i18n/lang";
import type { KeyValueStorage } from "../../browser/safeStorage";

interface LanguageMemoryOptions {
  key: string;
  local: KeyValueStorage;
  session: KeyValueStorage;
  /** Whether the visitor consented to the preferences category. */
  mayRemember: () => boolean;
}

/**
 * docs/product.md#languages: an explicit choice is kept for the browser session, and remembered
 * beyond it (localStorage) only with consent to the preferences category.
 */
export function createLanguageMemory({ key, local, session, mayRemember }: LanguageMemoryOptions) {
  return {
    remember(lang: Lang) {
      session.setItem(key, lang);
      if (mayRemember()) local.setItem(key, lang);
    },
    recall(): Lang | null {
      const value = session.getItem(key) ?? (mayRemember() ? local.getItem(key) : null);
      return isLang(value) ? value : null;
    },
    /** Consent given keeps this session's choice; consent withdrawn forgets the lasting one. */
    applyConsent(granted: boolean) {
      const chosen = session.getItem(key);
      if (!granted) local.removeItem(key);
      else if (isLang(chosen)) local.setItem(key, chosen);
    },
  };
}
