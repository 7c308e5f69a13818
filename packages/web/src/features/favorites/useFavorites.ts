/**
 * The user's favourites as server state (TanStack Query): read once per user and kept, then
 * replaced by what each save wrote. Saving applies operations (model/save.ts), so a change
 * made meanwhile in another tab is merged, not overwritten; after every save attempt the
 * favourites are read again (spec 02 s.4 "After a save attempt settles ... reloaded").
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { NoTokenError } from '../../api/users';
import { useSession, type SessionState } from '../../session';
import { requestLogin } from '../../session/pending';
import { tellHostFavoritesChanged } from './hostNotice';
import { parseFavorites, type FavoritesDocument } from './model/document';
import type { FavoriteOperation } from './model/operations';
import { saveFavorites } from './model/save';
import { showNotice } from './notice';
import { favoritesStore, readFavoritesTriple, type UserFavorites } from './tripleStore';

export interface Favorites {
  document: FavoritesDocument;
  stored: UserFavorites;
}

const userOf = (session: SessionState) =>
  session.status === 'loggedIn' ? (session.user?.uuid ?? null) : null;

const favoritesKey = (user: string | null) => ['favorites', user ?? 'host'] as const;

/** The favourites of the logged-in user; disabled (no data) for visitors. */
export function useFavorites() {
  const session = useSession();
  const user = userOf(session);
  return useQuery({
    queryKey: favoritesKey(user),
    enabled: session.status === 'loggedIn',
    queryFn: async (): Promise<Favorites> => {
      const stored = await readFavoritesTriple(user);
      return { document: parseFavorites(stored.value, Date.now()), stored };
    },
  });
}

export interface SaveRequest {
  operations: FavoriteOperation[];
  /** The confirmation toast's text. */
  notice?: string;
}

/** Saves favourite operations; errors show in the app's error toast. */
export function useSaveFavorites() {
  const session = useSession();
  const user = userOf(session);
  return useMutation({
    mutationFn: async ({ operations }: SaveRequest) => {
      if (session.status !== 'loggedIn') {
        // Spec 02 s.8: the login dialog shows, then the save fails.
        await requestLogin('favorites');
        throw new NoTokenError();
      }
      const known = queryClient.getQueryData<Favorites>(favoritesKey(user))?.stored;
      return saveFavorites(favoritesStore(user ?? known?.user ?? null), operations, known);
    },
    onSuccess: ({ document, version }, { notice }) => {
      const previous = queryClient.getQueryData<Favorites>(favoritesKey(user));
      const owner = user ?? previous?.stored.user ?? null;
      queryClient.setQueryData<Favorites>(favoritesKey(user), {
        document,
        stored: { value: JSON.stringify(document), version, user: owner },
      });
      tellHostFavoritesChanged(document.lists);
      if (notice) showNotice(notice);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: favoritesKey(user) }),
  });
}
