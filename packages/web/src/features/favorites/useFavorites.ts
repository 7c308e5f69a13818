/**
 * The user's favourites as server state (TanStack Query): read once per user and kept, then
 * replaced by what each save wrote (useSaveFavorites). Cards read it for their hearts, so
 * this file stays small; saving lives beside it and loads with the dialogs.
 */
import { useQuery } from '@tanstack/react-query';
import { useSession, type SessionState } from '../../session';
import { parseFavorites, type FavoritesDocument } from './model/document';
import { readFavoritesTriple, type UserFavorites } from './tripleStore';

export interface Favorites {
  document: FavoritesDocument;
  stored: UserFavorites;
}

export const userOf = (session: SessionState) =>
  session.status === 'loggedIn' ? (session.user?.uuid ?? null) : null;

export const favoritesKey = (user: string | null) => ['favorites', user ?? 'host'] as const;

/** How the favourites of `user` are read (useFavorites, and the host's first lists). */
export const favoritesQuery = (user: string | null) => ({
  queryKey: favoritesKey(user),
  queryFn: async (): Promise<Favorites> => {
    const stored = await readFavoritesTriple(user);
    return { document: parseFavorites(stored.value, Date.now()), stored };
  },
});

/** The favourites of the logged-in user; disabled (no data) for visitors. */
export function useFavorites() {
  const session = useSession();
  return useQuery({ ...favoritesQuery(userOf(session)), enabled: session.status === 'loggedIn' });
}
