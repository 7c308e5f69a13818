/**
 * The favourites triple in the user service (spec 02 s.7 "Favourites"): read with scopes
 * ['favorites'], written as one entry { user, scope 'favorites', key 'favorite_models',
 * value } with the version it was read at.
 */
import {
  isVersionConflict,
  NoTokenError,
  readTriples,
  writeTriples,
  type Triple,
} from '../../api/users';
import { FAVORITES_KEY, FAVORITES_SCOPE } from './model/document';
import type { FavoritesStore, StoredFavorites } from './model/save';

export interface UserFavorites extends StoredFavorites {
  /** Whose triple it is: the session's user, else the owner of the triple read. */
  user: string | null;
}

const isFavoritesTriple = (triple: Triple) =>
  triple.scope === FAVORITES_SCOPE && triple.key === FAVORITES_KEY;

/** The user's favourites triple (none yet: value null, version 0). */
export async function readFavoritesTriple(userId: string | null): Promise<UserFavorites> {
  const triples = await readTriples([FAVORITES_SCOPE]);
  const own = triples.filter(isFavoritesTriple);
  const triple = own.find((t) => t.user === userId) ?? (userId ? undefined : own[0]);
  return {
    value: triple?.value ?? null,
    version: triple?.version ?? 0,
    user: userId ?? triple?.user ?? null,
  };
}

/** The store `saveFavorites` writes through, for `userId` (the session's user, if known). */
export function favoritesStore(userId: string | null): FavoritesStore {
  let user = userId;
  return {
    async read() {
      const stored = await readFavoritesTriple(user);
      user = stored.user;
      return stored;
    },
    async write(value, ifVersion) {
      // A host token without user info and no triple yet: we cannot name the triple's owner.
      if (!user) throw new NoTokenError();
      const [written] = await writeTriples([
        { user, scope: FAVORITES_SCOPE, key: FAVORITES_KEY, value, if_version: ifVersion },
      ]);
      return written?.version ?? ifVersion + 1;
    },
    isConflict: isVersionConflict,
  };
}
