/**
 * Saving favourites: operations applied to the stored document (model/save.ts), so a change
 * made meanwhile in another tab is merged, not overwritten. The cache then holds what was
 * written; a failed save reads the favourites again (spec 02 s.4 "After a save attempt
 * settles ... reloaded") and shows in the app's error toast.
 */
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { NoTokenError } from '../../api/users';
import { useSession } from '../../session';
import { requestLogin } from '../../session';
import { tellHostFavoritesChanged } from './hostNotice';
import type { FavoriteOperation } from './model/operations';
import { saveFavorites } from './model/save';
import { trackEvent } from '../../statistics';
import { showNotice } from './notice';
import { favoritesStore } from './tripleStore';
import { favoritesKey, userOf, type Favorites } from './useFavorites';

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
    onSuccess: ({ document, version }, { notice, operations }) => {
      for (const op of operations) {
        if (op.type === 'setItemLists' && op.add.length > 0)
          trackEvent({ action: 'favourite_add', itemId: op.item.id, brandId: op.item.brandId });
      }
      const previous = queryClient.getQueryData<Favorites>(favoritesKey(user));
      const owner = user ?? previous?.stored.user ?? null;
      queryClient.setQueryData<Favorites>(favoritesKey(user), {
        document,
        stored: { value: JSON.stringify(document), version, user: owner },
      });
      tellHostFavoritesChanged(document);
      if (notice) showNotice(notice);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: favoritesKey(user) }),
  });
}
