import { useSyncExternalStore } from "react";

/**
 * A value kept in localStorage and shared by every component that reads it.
 * localStorage stays the single source of truth (logout clears it, other tabs
 * change it), so a store never serves a stale copy: the parsed value is cached
 * only as long as the stored string is unchanged.
 */
export interface StorageStore<T> {
  get: () => T;
  set: (value: T) => void;
  update: (patch: (current: T) => T) => void;
  clear: () => void;
  /** Tells readers to look again (after another module wrote the key directly). */
  notify: () => void;
  subscribe: (listener: () => void) => () => void;
  use: () => T;
}

export interface StorageCodec<T> {
  parse: (raw: string) => T;
  stringify: (value: T) => string;
}

const jsonCodec = {
  parse: (raw: string) => JSON.parse(raw) as unknown,
  stringify: (value: unknown) => JSON.stringify(value),
};

export function createStorageStore<T>(
  key: string,
  fallback: () => T,
  codec: StorageCodec<T> = jsonCodec as StorageCodec<T>,
): StorageStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T;

  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw === cachedRaw) return cachedValue;
    cachedRaw = raw;
    if (raw === null) {
      cachedValue = fallback();
    } else {
      try {
        cachedValue = codec.parse(raw);
      } catch {
        cachedValue = fallback();
      }
    }
    return cachedValue;
  };

  const notify = () => listeners.forEach((listener) => listener());

  const write = (value: T) => {
    try {
      localStorage.setItem(key, codec.stringify(value));
    } catch {
      // Storage full or disabled: the preference simply is not kept.
    }
    notify();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  const subscribe = (listener: () => void) => {
    if (listeners.size === 0 && typeof window !== "undefined")
      window.addEventListener("storage", onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== "undefined")
        window.removeEventListener("storage", onStorage);
    };
  };

  return {
    get: read,
    set: write,
    update: (patch) => write(patch(read())),
    clear: () => {
      try {
        localStorage.removeItem(key);
      } catch {
        // ignore
      }
      notify();
    },
    notify,
    subscribe,
    use: function useStorageStore() {
      return useSyncExternalStore(subscribe, read, read);
    },
  };
}
