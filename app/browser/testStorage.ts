import type { KeyValueStorage } from "./safeStorage";

/** An in-memory Web Storage for unit tests, which can be told to fail like a private mode does. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const state = { failing: false };
  const guard = () => {
    if (state.failing) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  const storage: KeyValueStorage = {
    getItem: (key) => (guard(), values.get(key) ?? null),
    setItem: (key, value) => (guard(), void values.set(key, value)),
    removeItem: (key) => (guard(), void values.delete(key)),
  };
  return { storage, values, state };
}
