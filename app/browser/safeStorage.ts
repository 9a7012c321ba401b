/**
 * Web Storage that never throws. Private modes, full quotas and disabled storage make
 * localStorage/sessionStorage throw on access; then values live in memory for the page's life.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function safeStorage(open: () => KeyValueStorage | undefined): KeyValueStorage {
  const memory = new Map<string, string>();
  let broken = false;

  const attempt = <T>(action: (storage: KeyValueStorage) => T): T | undefined => {
    if (broken) return undefined;
    try {
      const storage = open();
      if (!storage) throw new Error("no storage");
      return action(storage);
    } catch {
      broken = true;
      return undefined;
    }
  };

  return {
    getItem(key) {
      const stored = attempt((storage) => storage.getItem(key));
      return broken ? (memory.get(key) ?? null) : (stored ?? null);
    },
    setItem(key, value) {
      attempt((storage) => storage.setItem(key, value));
      if (broken) memory.set(key, value);
    },
    removeItem(key) {
      attempt((storage) => storage.removeItem(key));
      memory.delete(key);
    },
  };
}

const browserStorage = (name: "localStorage" | "sessionStorage") => () =>
  typeof window === "undefined" ? undefined : window[name];

export const local = safeStorage(browserStorage("localStorage"));
export const session = safeStorage(browserStorage("sessionStorage"));
