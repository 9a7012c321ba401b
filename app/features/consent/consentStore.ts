import {
  allConsent,
  createRecord,
  isGranted,
  noConsent,
  parseRecord,
  serializeRecord,
  type ConsentCategory,
  type ConsentChoices,
  type ConsentRecord,
  type ConsentRules,
  type OptionalCategory,
} from "./consentRecord";
import type { KeyValueStorage } from "../../browser/safeStorage";

export interface ConsentState {
  /** False until the stored choice has been read (prerendered HTML and hydration). */
  ready: boolean;
  /** The visitor's valid choice, or null while there is none. */
  choice: ConsentRecord | null;
}

export interface ConsentStoreOptions extends ConsentRules {
  storage: KeyValueStorage;
  key: string;
  now?: () => number;
}

/**
 * The one owner of the consent record. Nothing else reads or writes it: components use the
 * React hook, other code the plain functions in `index.ts`.
 */
export function createConsentStore({
  storage,
  key,
  now = Date.now,
  ...rules
}: ConsentStoreOptions) {
  // What the prerendered HTML shows; hydration must start from the very same state.
  const unread: ConsentState = { ready: false, choice: null };
  let state = unread;
  const listeners = new Set<(state: ConsentState) => void>();

  const publish = (choice: ConsentRecord | null) => {
    state = { ready: true, choice };
    for (const listener of listeners) listener(state);
  };

  const read = () => parseRecord(storage.getItem(key), rules, now());

  const choose = (choices: ConsentChoices) => {
    const record = createRecord(choices, rules, now());
    storage.setItem(key, serializeRecord(record));
    publish(record);
  };

  const current = (): ConsentChoices => state.choice ?? noConsent;

  /** Reads the stored choice once; later reads come from memory (or a `storage` event). */
  const load = (): ConsentState => {
    if (!state.ready) publish(read());
    return state;
  };

  return {
    getState: () => state,
    getUnreadState: () => unread,
    load,
    /** Another tab changed the record: take its value as ours. */
    reload() {
      publish(read());
    },
    subscribe(listener: (state: ConsentState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hasConsent: (category: ConsentCategory): boolean => isGranted(load().choice, category),
    acceptAll: () => choose(allConsent),
    rejectNonEssential: () => choose(noConsent),
    setCategory: (category: OptionalCategory, granted: boolean) =>
      choose({ ...current(), [category]: granted }),
    reset() {
      storage.removeItem(key);
      publish(null);
    },
    key,
  };
}
