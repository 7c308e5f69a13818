/**
 * Brands (owners) from the catalogue service: the brand list's search, a brand with its
 * catalog tree, and brands by id (recently used). Server state only through these hooks
 * (CONTRIBUTING.md).
 */
import type { Owner, SearchAnswer, SearchHit } from '@vitrine/contracts';
import { SEARCH_PAGE_SIZE } from '@vitrine/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  usePrefetchInfiniteQuery,
  usePrefetchQuery,
  useQuery,
} from '@tanstack/react-query';
import { postJson } from './client';
import { OWNER_CARD_FETCH, ownerPageBody, ownersSearchBody } from './requestBodies';
import { useDataLanguages } from './texts';

export type OwnerDoc = Partial<Owner> & { id: string };

export interface OwnerHit {
  owner: OwnerDoc;
  isHighQuality: boolean;
}

export interface OwnersPage {
  total: number;
  hits: OwnerHit[];
}

/** Pairs hits with their embedded documents; a hit without a document is left out. */
function ownersPage(answer: SearchAnswer): OwnersPage {
  const docs = new Map((answer.owners as OwnerDoc[] | undefined)?.map((o) => [o.id, o]) ?? []);
  const hits = answer.hits.flatMap((hit: SearchHit) => {
    const owner = docs.get(hit.id);
    return owner ? [{ owner, isHighQuality: hit.is_high_quality === true }] : [];
  });
  return { total: answer.total, hits };
}

/** The query options of the brand search, shared by the list and its Enter handler. */
export function ownersSearchOptions(query: string, languages: string[]) {
  const queryString = query.trim();
  return infiniteQueryOptions({
    queryKey: ['owners', 'search', queryString, languages],
    queryFn: async ({ pageParam, signal }) =>
      ownersPage(
        await postJson<SearchAnswer>(
          '/v1/owners/search',
          ownersSearchBody(queryString, languages, pageParam),
          signal,
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last: OwnersPage, pages: OwnersPage[]) => {
      const loaded = pages.length * SEARCH_PAGE_SIZE;
      return loaded < last.total ? loaded : undefined;
    },
  });
}

/**
 * Brands matching `query` (all brands when empty), 64 per page (spec 02 s.9). The first
 * page's request starts while the list renders, not after it first commits.
 */
export function useOwnersSearch(query: string) {
  const languages = useDataLanguages();
  const options = ownersSearchOptions(query, languages);
  usePrefetchInfiniteQuery(options);
  return useInfiniteQuery({ ...options, placeholderData: keepPreviousData });
}

interface OwnersFetchAnswer {
  owners: OwnerDoc[];
}

/** Brands by id, in the order asked; ids the server no longer knows are dropped. */
export function useOwners(ids: readonly string[]) {
  const languages = useDataLanguages();
  return useQuery({
    queryKey: ['owners', 'fetch', 'cards', [...ids], languages],
    enabled: ids.length > 0,
    queryFn: async ({ signal }) => {
      const answer = await postJson<OwnersFetchAnswer>(
        '/v1/owners/fetch',
        { ids, favourite_languages: languages, fetch: OWNER_CARD_FETCH },
        signal,
      );
      const byId = new Map(answer.owners.map((o) => [o.id, o]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  });
}

/**
 * One brand with everything its page shows, the catalog tree included; the request starts
 * while the page renders (the banner, the page's largest paint, waits for it).
 */
export function useOwner(id: string) {
  const languages = useDataLanguages();
  const options = queryOptions({
    queryKey: ['owners', 'fetch', 'page', id, languages],
    queryFn: async ({ signal }) => {
      const answer = await postJson<OwnersFetchAnswer>(
        '/v1/owners/fetch',
        ownerPageBody(id, languages),
        signal,
      );
      return answer.owners[0] ?? null;
    },
  });
  usePrefetchQuery(options);
  return useQuery(options);
}
