/**
 * Lists for project work (docs/FAVORITES.md "Lists for project work"): the notes and
 * quantities of a list's items and its share links, kept by the user service beside the
 * favourites triple; and a shared list, which anyone holding its link may read.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ListItemDetails,
  ListItemsAnswer,
  ListItemWriteRequest,
  ListShare,
  ListExportFormat,
  ListShareCreateAnswer,
  ListSharesAnswer,
  SharedListAnswer,
} from '@vitrine/contracts';
import { config } from '../config';
import { fetchFile, fetchJson, jsonPost } from './client';
import { queryClient } from './queryClient';
import { userServicePost } from './users';

export type { ListItemDetails, ListShare, SharedListAnswer };

const itemsKey = (listId: string) => ['lists', 'items', listId] as const;
const sharesKey = (listId: string) => ['lists', 'shares', listId] as const;

/** The notes and quantities of a list's items, by `${kind}/${id}`. */
export function useListItemDetails(listId: string) {
  return useQuery({
    queryKey: itemsKey(listId),
    queryFn: async () => {
      const answer = await userServicePost<ListItemsAnswer>('/v1/lists/items/read', {
        list_id: listId,
      });
      return new Map(answer.items.map((item) => [`${item.kind}/${item.item_id}`, item]));
    },
    staleTime: 0,
  });
}

/** Sets an item's note and/or quantity; the list's details are read again afterwards. */
export function useWriteListItem() {
  return useMutation({
    mutationFn: (request: ListItemWriteRequest) =>
      userServicePost<{ item: ListItemDetails }>('/v1/lists/items/write', request),
    onSuccess: (_answer, request) =>
      queryClient.invalidateQueries({ queryKey: itemsKey(request.list_id) }),
  });
}

/** The list's share links that still work. */
export function useListShares(listId: string) {
  return useQuery({
    queryKey: sharesKey(listId),
    queryFn: async () =>
      (await userServicePost<ListSharesAnswer>('/v1/lists/shares/read', { list_id: listId }))
        .shares,
    staleTime: 0,
  });
}

/** Makes a share link (the token is answered only now) or ends one. */
export function useShareActions(listId: string) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: sharesKey(listId) });
  const create = useMutation({
    mutationFn: (expiresInDays: number | undefined) =>
      userServicePost<ListShareCreateAnswer>('/v1/lists/shares/create', {
        list_id: listId,
        ...(expiresInDays ? { expires_in_days: expiresInDays } : {}),
      }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (shareId: string) =>
      userServicePost<{ revoked: boolean }>('/v1/lists/shares/revoke', { share_id: shareId }),
    onSuccess: refresh,
  });
  return { create, revoke };
}

/** A shared list, read with its link's token (no login needed). */
export function useSharedList(token: string) {
  return useQuery({
    queryKey: ['lists', 'shared', token],
    queryFn: ({ signal }) =>
      fetchJson<SharedListAnswer>(
        `${config.userBase}/v1/lists/shared/read`,
        jsonPost(JSON.stringify({ token }), signal),
      ),
    retry: false,
  });
}

/**
 * A list as a PDF, Excel or CSV file in the language given: the caller's own list (login),
 * or the one a share link names (its token, no login).
 */
export function exportList(
  target: { listId: string } | { shareToken: string },
  format: ListExportFormat,
  lang: string,
) {
  const [path, body] =
    'shareToken' in target
      ? ['/v1/lists/shared/export', { token: target.shareToken, format, lang }]
      : ['/v1/lists/export', { list_id: target.listId, format, lang }];
  return fetchFile(`${config.userBase}${path}`, jsonPost(JSON.stringify(body)));
}
export type { ListExportFormat };
