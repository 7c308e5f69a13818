/**
 * pCatHost.favoritesChanged "after every change and after login" (docs/EMBEDDING.md): besides
 * the saves (useSaveFavorites), the connected host hears the user's lists as soon as a user is
 * logged in (a login, a host token, or a session the page resumed), so it can show them before
 * the first change, and an empty list after logout. Nothing is read without a host.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useEmbedState } from '../../embedding';
import { hostSession, useSession } from '../../session';
import { tellHostFavoritesChanged, tellHostNoLists } from './hostNotice';
import { favoritesQuery, userOf } from './useFavorites';

export function useHostHearsLists(): void {
  const { connected } = useEmbedState();
  const session = useSession();
  const loggedIn = session.status === 'loggedIn';
  const user = userOf(session);
  const byHost = session.status === 'loggedIn' && session.source === 'host';
  const queryClient = useQueryClient();
  /** Which login the host last heard about, 'nobody', or undefined (nothing yet). */
  const told = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!connected) return;
    // A login (the provider's, or a token from the host) starts before its account is read:
    // the user going from unknown to known is the same login, so the host hears the lists
    // once, not again when the account comes. Each token the host gives is a login of its own.
    const who = !loggedIn ? 'nobody' : byHost ? `host ${hostSession()}` : 'login';
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
  }, [connected, loggedIn, byHost, user, queryClient]);
}
