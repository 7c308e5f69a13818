/**
 * A brand's collections, families, models and materials: the overview's carousels (16
 * each), the tab grids (64 per page) and the counts that decide which tabs show. Carousel
 * and count share one request, so the overview costs four searches.
 */
import type { SearchAnswer } from '@vitrine/contracts';
import { SEARCH_PAGE_SIZE } from '@vitrine/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { postJson } from './client';
import type { CollectionDoc, ModelDoc } from './models';
import { brandItemsRequest, CAROUSEL_SIZE, isModelKind, type ItemKind } from './requestBodies';
import { useDataLanguages } from './texts';

export { CAROUSEL_SIZE, isModelKind, type ItemKind };
export type { CollectionDoc, ModelDoc };

export interface ItemsPage {
  total: number;
  items: Array<CollectionDoc | ModelDoc>;
}

async function searchItems(
  ownerId: string,
  kind: ItemKind,
  from: number,
  size: number,
  languages: string[],
  signal: AbortSignal,
  query: string,
  modifiedSince: number | undefined,
): Promise<ItemsPage> {
  const [path, body] = brandItemsRequest(
    ownerId,
    kind,
    from,
    size,
    languages,
    query,
    modifiedSince,
  );
  const answer = await postJson<SearchAnswer>(path, body, signal);
  return isModelKind(kind)
    ? { total: answer.total, items: (answer.models ?? []) as ModelDoc[] }
    : { total: answer.total, items: (answer.collections ?? []) as CollectionDoc[] };
}

/**
 * The first 16 items of a kind and how many there are; `modifiedSince` is the embedding
 * host's `date` parameter (the caller reads it from the embedding state).
 */
export function useBrandItems(ownerId: string, kind: ItemKind, modifiedSince: number | undefined) {
  const languages = useDataLanguages();
  return useQuery({
    queryKey: ['brands', ownerId, kind, 'carousel', languages, modifiedSince],
    queryFn: ({ signal }) =>
      searchItems(ownerId, kind, 0, CAROUSEL_SIZE, languages, signal, '', modifiedSince),
  });
}

/** The items of a kind matching `query`, a page at a time (the Collections and Families tabs). */
export function useBrandItemPages(
  ownerId: string,
  kind: ItemKind,
  query: string,
  modifiedSince: number | undefined,
) {
  const languages = useDataLanguages();
  const q = query.trim();
  return useInfiniteQuery({
    queryKey: ['brands', ownerId, kind, 'pages', q, languages, modifiedSince],
    queryFn: ({ pageParam, signal }) =>
      searchItems(ownerId, kind, pageParam, SEARCH_PAGE_SIZE, languages, signal, q, modifiedSince),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.length * SEARCH_PAGE_SIZE;
      return loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}
