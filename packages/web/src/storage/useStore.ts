import { useSyncExternalStore } from 'react';
import type { VersionedStore } from './versioned';

/** The store's current data; re-renders on every write (this tab or another). */
export function useStore<T>(store: VersionedStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}
