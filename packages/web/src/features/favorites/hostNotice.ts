/**
 * The hook point for embedding (spec 01 s.7): the host hears when the user's favourite lists
 * change. The lead connects this to src/embedding's tellHostFavoritesChanged at merge; on
 * this branch it only hands the lists to listeners (tests, the embedding code once wired).
 */
import type { FavoriteList } from './model/document';

type Listener = (lists: readonly FavoriteList[]) => void;
const listeners = new Set<Listener>();

/** Called after every successful save with the lists as now stored. */
export function tellHostFavoritesChanged(lists: readonly FavoriteList[]): void {
  for (const listener of listeners) listener(lists);
}

/** For the embedding code: hears every change; returns the unsubscribe function. */
export function onFavoritesChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
