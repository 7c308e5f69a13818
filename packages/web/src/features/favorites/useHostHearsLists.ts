/**
 * pCatHost.favoritesChanged "after every change and after login" (docs/EMBEDDING.md): besides
 * the saves (useSaveFavorites), the connected host hears the user's lists as soon as a user is
 * logged in (a login, a host token, or a session the page resumed), so it can show them before
 * the first change, and an empty list after logout. Nothing is read without a host.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useEmbedState } from '../../embedding';
import { useSession } from '../../session';
import { tellHostFavoritesChanged, tellHostNoLists } from './hostNotice';
import { favoritesQuery, userOf } from './useFavorites';

export function useHostHearsLists(): void {
  const { connected } = useEmbedState();
  const session = useSession();
  const loggedIn = session.status === 'loggedIn';
  const user = userOf(session);
  const queryClient = useQueryClient();
  /** Who the host last heard about: a user key, 'nobody', or undefined (nothing yet). */
  const told = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!connected) return;
    const who = loggedIn ? (user ?? 'host') : 'nobody';
    if (told.current === who) return;
    const before = told.current;
    told.current = who;
    if (!loggedIn) {
      if (before !== undefined) tellHostNoLists();
      return;
    }
    queryClient
      .fetchQuery(favoritesQuery(user))
      .then(({ document }) => {
        if (told.current === who) tellHostFavoritesChanged(document);
      })
      // The lists could not be read: the host hears them with the first change instead.
      .catch(() => undefined);
  }, [connected, loggedIn, user, queryClient]);
}
