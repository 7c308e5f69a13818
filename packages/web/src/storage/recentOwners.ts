/**
 * Recently used brands (local storage recentOwners: ids, most recent first, at most 10;
 * spec 02 s.3 and s.9). The brand list shows them above all brands. Free of React: index.html's
 * inline script reads it (src/boot).
 */
import { versionedStore } from './versioned';

export const RECENT_OWNERS_KEY = 'recentOwners';
export const RECENT_OWNERS_MAX = 10;

/** The recently used brand ids, most recent first (storage/useStore follows it). */
export const recentOwners = versionedStore<string[]>(
  RECENT_OWNERS_KEY,
  '1',
  (value) =>
    Array.isArray(value)
      ? value.filter((id): id is string => typeof id === 'string').slice(0, RECENT_OWNERS_MAX)
      : undefined,
  [],
);

/** The ids with `id` moved to the front, at most ten. */
export function withRecent(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((known) => known !== id)].slice(0, RECENT_OWNERS_MAX);
}

/** Puts the brand first in the recently used list. */
export function addRecentOwner(id: string): void {
  const ids = recentOwners.read();
  if (ids[0] !== id) recentOwners.write(withRecent(ids, id));
}
