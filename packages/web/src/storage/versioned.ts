/**
 * Versioned local storage: each key holds `{ version, data }`, so a later format can tell
 * old data apart and drop it instead of misreading it. Reading never throws: storage that
 * is full, disabled (private mode) or hand-edited reads as the fallback. Subscribers hear
 * about writes from this tab and from other tabs (the storage event).
 */
export interface VersionedStore<T> {
  read: () => T;
  write: (data: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function versionedStore<T>(
  key: string,
  version: string,
  /** Returns the data when `value` has the expected shape, else undefined. */
  validate: (value: unknown) => T | undefined,
  fallback: T,
): VersionedStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: T = fallback;

  function read(): T {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return fallback;
    }
    if (raw === cachedRaw) return cached; // a stable snapshot for useSyncExternalStore
    cachedRaw = raw;
    cached = parse(raw);
    return cached;
  }

  function parse(raw: string | null): T {
    if (raw === null) return fallback;
    try {
      const stored = JSON.parse(raw) as { version?: unknown; data?: unknown };
      if (stored?.version !== version) return fallback;
      return validate(stored.data) ?? fallback;
    } catch {
      return fallback;
    }
  }

  function write(data: T): void {
    try {
      localStorage.setItem(key, JSON.stringify({ version, data }));
    } catch {
      // Full or disabled storage: the app works on, it just forgets.
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return { read, write, subscribe };
}
