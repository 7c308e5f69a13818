/**
 * Saving favourites without losing anyone's change: the triple is written with the version
 * it was read at (if_version, compare-and-set); when another writer came first the server
 * answers 409, and the user's operations are applied again to the document now stored and
 * written again, after a short random wait. Bounded, so a write storm ends in an error
 * rather than a loop.
 */
import { parseFavorites, type FavoritesDocument } from './document';
import { applyOperations, type FavoriteOperation } from './operations';

/** The stored favourites triple as last read: its JSON value (null: none yet) and version. */
export interface StoredFavorites {
  value: string | null;
  /** 0 while the triple does not exist. */
  version: number;
}

/** The triple store as the save needs it (the user service, or a fake in unit tests). */
export interface FavoritesStore {
  read(): Promise<StoredFavorites>;
  /** Writes `value` if the stored version is still `ifVersion`; the new version. */
  write(value: string, ifVersion: number): Promise<number>;
  /** Whether `error` (from write) says the version was not `ifVersion` any more. */
  isConflict(error: unknown): boolean;
}

/** Enough for a handful of tabs and devices saving at the same moment. */
export const MAX_SAVE_ATTEMPTS = 10;

/** A short random wait before trying again, so racing writers stop colliding in step. */
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));

export interface SaveResult {
  document: FavoritesDocument;
  version: number;
}

/**
 * Applies `operations` to the stored document and writes it; `known` is the state last
 * read (saves a read when it is still current).
 */
export async function saveFavorites(
  store: FavoritesStore,
  operations: readonly FavoriteOperation[],
  known?: StoredFavorites,
  now: () => number = Date.now,
): Promise<SaveResult> {
  let stored = known ?? (await store.read());
  for (let attempt = 1; ; attempt++) {
    const document = applyOperations(parseFavorites(stored.value, now()), operations, now());
    try {
      const version = await store.write(JSON.stringify(document), stored.version);
      return { document, version };
    } catch (error) {
      if (!store.isConflict(error) || attempt >= MAX_SAVE_ATTEMPTS) throw error;
      await backoff(attempt);
      stored = await store.read();
    }
  }
}
